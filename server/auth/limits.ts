/**
 * GoTrue's rate limits: token buckets per client address (a burst of 30, refilled at the
 * configured number of requests per 5 minutes) and the email limit shared by all clients.
 */
import type { AuthConfig, Rate } from '../config.ts';
import { authError } from './errors.ts';

const FIVE_MINUTES_MS = 300_000;
const BURST = 30;

/** A bucket of `capacity` requests per key that regains one every `msPerToken`. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly capacity: number,
    private readonly msPerToken: number,
  ) {}

  allow(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const regained = this.msPerToken > 0 ? (now - bucket.at) / this.msPerToken : 0;
    bucket.tokens = Math.min(this.capacity, bucket.tokens + regained);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

/** At most `events` in each fixed window, as GoTrue's interval limiter counts them. */
class FixedWindow {
  private start: number;
  private count = 0;
  constructor(
    private readonly events: number,
    private readonly windowMs: number,
    now: number,
  ) {
    this.start = now;
  }

  allow(now: number): boolean {
    const windows = Math.floor((now - this.start) / this.windowMs);
    if (windows > 0) {
      this.start += windows * this.windowMs;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count++;
    return true;
  }
}

const perFiveMinutes = (requests: number) =>
  new TokenBuckets(BURST, requests > 0 ? FIVE_MINUTES_MS / requests : Number.POSITIVE_INFINITY);

function emailLimiter(rate: Rate, now: number) {
  if (rate.kind === 'interval') return new FixedWindow(rate.events, rate.windowMs, now);
  const buckets = new TokenBuckets(rate.events, rate.everyMs);
  return { allow: (at: number) => buckets.allow('all', at) };
}

export function createLimiters(config: AuthConfig, now: number) {
  // Like GoTrue, each endpoint has its own buckets, though several share one setting.
  return {
    signup: perFiveMinutes(config.rateLimits.otp),
    recover: perFiveMinutes(config.rateLimits.otp),
    resend: perFiveMinutes(config.rateLimits.otp),
    user: perFiveMinutes(config.rateLimits.otp),
    token: perFiveMinutes(config.rateLimits.tokenRefresh),
    verify: perFiveMinutes(config.rateLimits.verify),
    emailSent: emailLimiter(config.rateLimits.emailSent, now),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;

/** GoTrue applies per-address limits only to a request whose address it knows. */
export function limitRequests(buckets: TokenBuckets, ip: string | null, now: number) {
  if (ip !== null && !buckets.allow(ip, now))
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
