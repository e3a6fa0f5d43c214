/**
 * Signed JWTs and password hashing (scrypt). Tokens are signed as GoTrue signs them: with the
 * private key of GOTRUE_JWT_KEYS whose key_ops include "sign" (its alg, with its kid), else with
 * HS256 and the JWT secret. They are verified as GoTrue verifies them: HS256 with the secret, or, when GOTRUE_JWT_KEYS lists
 * keys, with the key a token's `kid` names (RS256, ES256, EdDSA or HS256).
 */
import { randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type CryptoKey,
  decodeProtectedHeader,
  errors,
  importJWK,
  type JWK,
  type JWTHeaderParameters,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Jwk } from './config.ts';

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

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, SCRYPT);
  return timingSafeEqual(actual, expected);
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A refresh token as GoTrue's first token format has them: 12 lower-case letters and digits. */
export const refreshTokenString = () =>
  Array.from({ length: 12 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

export interface Claims {
  sub?: string;
  role: string;
  [key: string]: unknown;
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: string };

/** Members of a JWK that only its private half has. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'];

function algorithmOf(jwk: Jwk): string | undefined {
  if (jwk.alg) return jwk.alg;
  if (jwk.kty === 'RSA') return 'RS256';
  if (jwk.kty === 'EC') return jwk.crv === 'P-384' ? 'ES384' : 'ES256';
  if (jwk.kty === 'OKP') return 'EdDSA';
  if (jwk.kty === 'oct') return 'HS256';
  return undefined;
}

/** The public half of an asymmetric key, as the JWKS endpoint publishes it. */
function publicJwk(jwk: Jwk): JWK {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(jwk)) {
    if (!PRIVATE_MEMBERS.includes(name) && name !== 'key_ops' && name !== 'ext') out[name] = value;
  }
  return { ...out, alg: algorithmOf(jwk), key_ops: ['verify'] } as JWK;
}

interface VerifyingKey {
  alg: string;
  key: CryptoKey | Uint8Array;
}

function reasonFor(e: unknown, header: Partial<JWTHeaderParameters>): string {
  if (e instanceof errors.JWTExpired) return 'token has invalid claims: token is expired';
  if (e instanceof errors.JWTClaimValidationFailed)
    return `token has invalid claims: ${e.claim === 'nbf' ? 'token is not valid yet' : e.message}`;
  if (e instanceof errors.JWSSignatureVerificationFailed)
    return 'token signature is invalid: signature is invalid';
  if (e instanceof errors.JOSEAlgNotAllowed || e instanceof UnknownKey)
    return `token is unverifiable: error while executing keyfunc: unrecognized JWT kid ${header.kid ?? '<nil>'} for algorithm ${header.alg ?? '<nil>'}`;
  return 'token is malformed: could not base64 decode or parse the token';
}

class UnknownKey extends Error {}

function headerOf(token: string): Partial<JWTHeaderParameters> {
  try {
    return decodeProtectedHeader(token) as Partial<JWTHeaderParameters>;
  } catch {
    return {};
  }
}

export class JwtKeys {
  private readonly secret: Uint8Array;
  private readonly byKid = new Map<string, Promise<VerifyingKey>>();
  private readonly algorithms: string[];
  /** Public asymmetric keys, for /.well-known/jwks.json. */
  readonly publicKeys: JWK[];
  private readonly signing?: Promise<{ alg: string; kid?: string; key: CryptoKey | Uint8Array }>;

  constructor(
    secret: string,
    readonly issuer: string,
    jwks: Jwk[] = [],
  ) {
    if (secret.length < 32) throw new Error('The JWT secret must be at least 32 characters long');
    this.secret = new TextEncoder().encode(secret);
    const algorithms = new Set(['HS256']);
    for (const jwk of jwks) {
      const alg = algorithmOf(jwk);
      if (!alg || !jwk.kid) continue;
      algorithms.add(alg);
      const material =
        jwk.kty === 'oct' ? Buffer.from(String(jwk.k ?? ''), 'base64url') : publicJwk(jwk);
      this.byKid.set(
        jwk.kid,
        (material instanceof Uint8Array
          ? Promise.resolve(material)
          : importJWK(material, alg).then((key) => key as CryptoKey)
        ).then((key) => ({ alg, key })),
      );
    }
    this.algorithms = [...algorithms];
    this.publicKeys = jwks.filter((k) => k.kty !== 'oct' && k.kid).map(publicJwk);
    const signer = jwks.find((k) => k.key_ops?.includes('sign'));
    const signerAlg = signer && algorithmOf(signer);
    if (signer && signerAlg) {
      this.signing = (
        signer.kty === 'oct'
          ? Promise.resolve(Buffer.from(String(signer.k ?? ''), 'base64url'))
          : // WebCrypto refuses a private key whose key_ops include "verify": leave them out.
            importJWK({ ...signer, key_ops: undefined } as JWK, signerAlg).then(
              (key) => key as CryptoKey,
            )
      ).then((key) => ({ alg: signerAlg, kid: signer.kid, key }));
    }
  }

  async sign(claims: Claims, expiresInSeconds?: number, issuedAt = Math.floor(Date.now() / 1000)) {
    const signing = (await this.signing) ?? { alg: 'HS256', kid: undefined, key: this.secret };
    const jwt = new SignJWT(claims)
      .setProtectedHeader({
        alg: signing.alg,
        typ: 'JWT',
        ...(signing.kid ? { kid: signing.kid } : {}),
      })
      .setIssuedAt(issuedAt)
      .setIssuer(this.issuer);
    if (expiresInSeconds) jwt.setExpirationTime(issuedAt + expiresInSeconds);
    return jwt.sign(signing.key);
  }

  private async keyFor(header: JWTHeaderParameters) {
    const named = header.kid ? this.byKid.get(header.kid) : undefined;
    if (named) {
      const { alg, key } = await named;
      if (alg === header.alg) return key;
    } else if (header.alg === 'HS256') {
      return this.secret;
    }
    throw new UnknownKey();
  }

  /** The verified claims and no role requirement: what GoTrue accepts as a bearer token. */
  async verifyToken(token: string): Promise<Verified> {
    if (token.split('.').length !== 3)
      return {
        ok: false,
        reason: 'token is malformed: token contains an invalid number of segments',
      };
    try {
      const { payload } = await jwtVerify(token, (h) => this.keyFor(h), {
        algorithms: this.algorithms,
      });
      return { ok: true, claims: payload as Claims };
    } catch (e) {
      return { ok: false, reason: reasonFor(e, headerOf(token)) };
    }
  }

  /** The verified claims of a token that carries a role, as API keys and REST requests need. */
  async verify(token: string): Promise<Verified> {
    const verified = await this.verifyToken(token);
    if (verified.ok && typeof verified.claims.role !== 'string')
      return { ok: false, reason: 'token has no role' };
    return verified;
  }
}
