/**
 * Settings of the auth layer, read from environment variables by GoTrue's own names and parsed as
 * GoTrue parses them (Go booleans and durations, its rate syntax). Defaults are hosted Supabase's.
 * A bad value stops start-up with a message naming the variable.
 */
import { z } from 'zod';
import { jwtSecret } from './keys.ts';

export type Env = Record<string, string | undefined>;

/** A JSON Web Key as GOTRUE_JWT_KEYS lists them (the Supabase CLI's signing_keys.json format). */
export interface Jwk {
  kty: string;
  kid?: string;
  alg?: string;
  key_ops?: string[];
  [member: string]: unknown;
}

/**
 * GoTrue's rate syntax: "30" is 30 events per hour counted in fixed windows, "10/15m" is a bucket
 * of 10 that regains one event every 15 minutes.
 */
export type Rate =
  | { kind: 'interval'; events: number; windowMs: number }
  | { kind: 'burst'; events: number; everyMs: number };

export interface AuthConfig {
  jwtSecret: string;
  jwtKeys: Jwk[];
  jwtExpSeconds: number;
  jwtIssuer: string | undefined;
  mailerAutoconfirm: boolean;
  disableSignup: boolean;
  /** The least time between two emails of one kind to one user. */
  emailIntervalMs: number;
  /** How long an email link stays valid. */
  emailLinkSeconds: number;
  passwordMinLength: number;
  passwordRequiredCharacters: string[];
  refreshTokenReuseSeconds: number;
  rateLimits: {
    emailSent: Rate;
    /** Per client address and 5 minutes: sign-up, recovery, resend, user update. */
    otp: number;
    /** Per client address and 5 minutes: the token endpoint. */
    tokenRefresh: number;
    /** Per client address and 5 minutes: verify links. */
    verify: number;
  };
  /** A header holding the client's address (GOTRUE_RATE_LIMIT_HEADER), for per-address limits. */
  rateLimitHeader?: string;
}

const GO_TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);
const DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

const goBool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (GO_TRUE.has(value)) return true;
      if (GO_FALSE.has(value)) return false;
      ctx.addIssue({ code: 'custom', message: `"${value}" is not a boolean (true or false)` });
      return z.NEVER;
    });

const goInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^[+-]?\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `"${value}" is not a whole number` });
        return z.NEVER;
      }
      return Number(value);
    });

const goFloat = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: `"${value}" is not a number of requests` });
        return z.NEVER;
      }
      return n;
    });

/** Go's time.ParseDuration for non-negative values: "60s", "1m30s", "500ms", "0". */
export function parseGoDuration(value: string): number | undefined {
  if (value === '0') return 0;
  const part = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y;
  let total = 0;
  let at = value.startsWith('+') ? 1 : 0;
  if (at === value.length) return undefined;
  while (at < value.length) {
    part.lastIndex = at;
    const match = part.exec(value);
    if (!match) return undefined;
    total += Number(match[1]) * (DURATION_UNITS_MS[match[2] as string] as number);
    at = part.lastIndex;
  }
  return total;
}

const goDuration = (fallbackMs: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallbackMs;
      const ms = parseGoDuration(value);
      if (ms === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is not a duration such as 60s, 1m or 500ms`,
        });
        return z.NEVER;
      }
      return ms;
    });

const rate = (fallback: Rate) =>
  z
    .string()
    .optional()
    .transform((value, ctx): Rate => {
      if (value === undefined || value === '') return fallback;
      if (/^\d+(\.\d+)?$/.test(value))
        return { kind: 'interval', events: Number(value), windowMs: 3_600_000 };
      const [events, over, extra] = value.split('/');
      const everyMs = over === undefined ? undefined : parseGoDuration(over);
      if (extra !== undefined || !events || !/^\d+$/.test(events) || everyMs === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is not a rate such as 30 (per hour) or 10/15m`,
        });
        return z.NEVER;
      }
      return { kind: 'burst', events: Number(events), everyMs: everyMs || 3_600_000 };
    });

/** GoTrue's list of character sets separated by ":" ("\:" stands for a colon). */
function requiredCharacters(value: string): string[] {
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    if (part.endsWith('\\')) {
      parts[i] = `${part.slice(0, -1)}:${parts[i + 1]}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter((p) => p !== '');
}

const jwk = z.looseObject({
  kty: z.string(),
  kid: z.string().optional(),
  alg: z.string().optional(),
  key_ops: z.array(z.string()).optional(),
});

const jwtKeys = z
  .string()
  .optional()
  .transform((value, ctx): Jwk[] => {
    if (value === undefined || value.trim() === '') return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not JSON (expected an array of JWKs)' });
      return z.NEVER;
    }
    const keys = z.array(jwk).safeParse(Array.isArray(parsed) ? parsed : [parsed]);
    if (!keys.success) {
      ctx.addIssue({ code: 'custom', message: 'is not an array of JWKs with a "kty" member' });
      return z.NEVER;
    }
    return keys.data as Jwk[];
  });

const schema = z.object({
  GOTRUE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters long'),
  GOTRUE_JWT_KEYS: jwtKeys,
  GOTRUE_JWT_EXP: goInt(3600).pipe(z.number().int().nonnegative()),
  GOTRUE_JWT_ISSUER: z.string().optional(),
  GOTRUE_MAILER_AUTOCONFIRM: goBool(false),
  GOTRUE_DISABLE_SIGNUP: goBool(false),
  GOTRUE_SMTP_MAX_FREQUENCY: goDuration(60_000),
  GOTRUE_MAILER_OTP_EXP: goInt(86_400).pipe(z.number().int().nonnegative()),
  GOTRUE_PASSWORD_MIN_LENGTH: goInt(6),
  GOTRUE_PASSWORD_REQUIRED_CHARACTERS: z.string().optional(),
  GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: goInt(10).pipe(z.number().int().nonnegative()),
  GOTRUE_RATE_LIMIT_EMAIL_SENT: rate({ kind: 'interval', events: 30, windowMs: 3_600_000 }),
  GOTRUE_RATE_LIMIT_OTP: goFloat(30),
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH: goFloat(150),
  GOTRUE_RATE_LIMIT_VERIFY: goFloat(30),
  GOTRUE_RATE_LIMIT_HEADER: z.string().optional(),
});

export function loadAuthConfig(env: Env): AuthConfig {
  const parsed = schema.safeParse({ ...env, GOTRUE_JWT_SECRET: jwtSecret(env) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown =
        name === 'GOTRUE_JWT_SECRET' && !env.GOTRUE_JWT_SECRET ? 'SUPABASE_JWT_SECRET' : name;
      return `${shown}: ${issue.message}`;
    });
    throw new Error(`Invalid auth settings:\n  ${lines.join('\n  ')}`);
  }
  const s = parsed.data;
  return {
    jwtSecret: s.GOTRUE_JWT_SECRET,
    jwtKeys: s.GOTRUE_JWT_KEYS,
    jwtExpSeconds: s.GOTRUE_JWT_EXP || 3600,
    jwtIssuer: s.GOTRUE_JWT_ISSUER || undefined,
    mailerAutoconfirm: s.GOTRUE_MAILER_AUTOCONFIRM,
    disableSignup: s.GOTRUE_DISABLE_SIGNUP,
    // GoTrue treats 0 as unset and falls back to one minute.
    emailIntervalMs: s.GOTRUE_SMTP_MAX_FREQUENCY || 60_000,
    emailLinkSeconds: s.GOTRUE_MAILER_OTP_EXP || 86_400,
    // GoTrue never accepts a minimum below 6.
    passwordMinLength: Math.max(6, s.GOTRUE_PASSWORD_MIN_LENGTH),
    passwordRequiredCharacters: requiredCharacters(s.GOTRUE_PASSWORD_REQUIRED_CHARACTERS ?? ''),
    refreshTokenReuseSeconds: s.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL,
    rateLimits: {
      emailSent: s.GOTRUE_RATE_LIMIT_EMAIL_SENT,
      otp: s.GOTRUE_RATE_LIMIT_OTP,
      tokenRefresh: s.GOTRUE_RATE_LIMIT_TOKEN_REFRESH,
      verify: s.GOTRUE_RATE_LIMIT_VERIFY,
    },
    rateLimitHeader: s.GOTRUE_RATE_LIMIT_HEADER || undefined,
  };
}
