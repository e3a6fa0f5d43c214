/** Signed JWTs (HS256, jose) and password hashing (scrypt), as GoTrue issues and checks them. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { errors, jwtVerify, SignJWT } from 'jose';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32, SCRYPT);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, SCRYPT);
  return timingSafeEqual(actual, expected);
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export interface Claims {
  sub?: string;
  role: string;
  [key: string]: unknown;
}

export class JwtKeys {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    readonly issuer: string,
  ) {
    if (secret.length < 32) throw new Error('The JWT secret must be at least 32 characters long');
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Claims, expiresInSeconds?: number): Promise<string> {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setIssuer(this.issuer);
    if (expiresInSeconds) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds);
    return jwt.sign(this.key);
  }

  /** The verified claims, or a reason it was refused (malformed, expired, bad signature, alg none). */
  async verify(
    token: string,
  ): Promise<{ ok: true; claims: Claims } | { ok: false; reason: string }> {
    if (token.split('.').length !== 3)
      return { ok: false, reason: 'token is malformed: a JWT has 3 parts' };
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.role !== 'string') return { ok: false, reason: 'token has no role' };
      return { ok: true, claims: payload as Claims };
    } catch (e) {
      if (e instanceof errors.JWTExpired) return { ok: false, reason: 'token has expired' };
      return { ok: false, reason: 'signature or algorithm is invalid' };
    }
  }
}
