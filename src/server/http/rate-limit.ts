/**
 * Rate limits. One rule per endpoint, counted per client address (the platform's own, never a header
 * the client wrote; an IPv6 address counts as its /64), and some per recipient, so nobody can make
 * the site prompt a stranger's phone or fill a stranger's inbox. Two stores behind one interface:
 * - memory: a token bucket per key in this function instance (enough for one process);
 * - database: fixed-window counters in PostgreSQL shared by every instance (the default), all the
 *   checks of one request counted in one statement.
 */
import { createHash } from 'node:crypto';
import type { VariableName } from '../../config/environment.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Db } from '../db/pool.ts';
import { type CounterHit, hitMany, pruneRateLimits } from '../repositories/rate-limits.ts';
import { ServiceError } from '../services/service-error.ts';
import { clientKey } from './client-key.ts';

export type RateDecision =
  | { allowed: true }
  /** `rules`: which limits refused, when the limiter knows them. */
  | { allowed: false; retryAfterSeconds: number; rules?: LimitRule[] };

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface RateLimitOptions {
  /** Requests allowed per window (also the bucket's burst). */
  limit: number;
  windowMs: number;
  clock?: () => number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type LimitRule =
  | 'lookup'
  | 'booking'
  | 'paymentStart'
  | 'paymentStatus'
  | 'review'
  | 'cancelRequest'
  | 'travellerNames'
  | 'webhook'
  | 'paymentPrompt'
  | 'emailRecipient'
  | 'staffSignIn'
  | 'staffSignInEmail'
  | 'staffSignInDaily';

/** Defaults, and the variable that changes each limit (docs/configuration.md). */
export const LIMIT_RULES: Record<LimitRule, { limit: number; windowMs: number; env: VariableName }> = {
  lookup: { limit: 30, windowMs: MINUTE, env: 'LOOKUP_RATE_LIMIT' },
  booking: { limit: 10, windowMs: MINUTE, env: 'BOOKING_RATE_LIMIT' },
  paymentStart: { limit: 10, windowMs: MINUTE, env: 'PAYMENT_START_RATE_LIMIT' },
  // The payment page polls every few seconds, and customers behind one operator address add up.
  paymentStatus: { limit: 120, windowMs: MINUTE, env: 'PAYMENT_STATUS_RATE_LIMIT' },
  review: { limit: 5, windowMs: MINUTE, env: 'REVIEW_RATE_LIMIT' },
  // Someone trying codes and e-mails to cancel others' trips: few tries per address.
  cancelRequest: { limit: 5, windowMs: 15 * MINUTE, env: 'CANCEL_REQUEST_RATE_LIMIT' },
  // Names sent from the booking page, proved by a code and an e-mail: few tries, as above, with room
  // for a customer correcting a name.
  travellerNames: { limit: 10, windowMs: 15 * MINUTE, env: 'TRAVELLER_NAMES_RATE_LIMIT' },
  // Every notification comes from the provider's few servers.
  webhook: { limit: 600, windowMs: MINUTE, env: 'WEBHOOK_RATE_LIMIT' },
  paymentPrompt: { limit: 5, windowMs: HOUR, env: 'PAYMENT_PROMPT_LIMIT' },
  emailRecipient: { limit: 5, windowMs: HOUR, env: 'EMAIL_RECIPIENT_LIMIT' },
  // Back office sign-in links: per client address, and per e-mail address asked for from that
  // client (so strangers elsewhere cannot lock the staff out); a device that signed in before skips
  // both. The daily cap per e-mail address and client, counting only links given, bounds the mail
  // one place can send without letting it lock out the others.
  staffSignIn: { limit: 20, windowMs: 15 * MINUTE, env: 'STAFF_SIGN_IN_RATE_LIMIT' },
  staffSignInEmail: { limit: 5, windowMs: 15 * MINUTE, env: 'STAFF_SIGN_IN_EMAIL_LIMIT' },
  staffSignInDaily: { limit: 50, windowMs: DAY, env: 'STAFF_SIGN_IN_DAILY_LIMIT' },
};

export type LimitSettings = Record<LimitRule, { limit: number; windowMs: number }>;

export const DEFAULT_LIMITS: LimitSettings = Object.fromEntries(
  Object.entries(LIMIT_RULES).map(([rule, { limit, windowMs }]) => [rule, { limit, windowMs }]),
) as LimitSettings;

export interface LimitCheck {
  rule: LimitRule;
  key: string;
}

/** Every limit a request is subject to, checked (and counted) together. */
export interface RateLimits {
  take(checks: readonly LimitCheck[]): Promise<RateDecision>;
}

/**
 * A recipient (phone number, e-mail address) is counted under a digest, so the counters table holds
 * no contact details in clear.
 */
export function recipientKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/** Refused when any check is: wait for the longest, and say which rules refused. */
function worst(
  decisions: readonly RateDecision[],
  rules: ReadonlyArray<LimitRule | undefined>,
): RateDecision {
  let retryAfterSeconds = 0;
  const refused: LimitRule[] = [];
  decisions.forEach((decision, i) => {
    if (decision.allowed) return;
    retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    const rule = rules[i];
    if (rule) refused.push(rule);
  });
  if (retryAfterSeconds === 0) return { allowed: true };
  return refused.length > 0
    ? { allowed: false, retryAfterSeconds, rules: refused }
    : { allowed: false, retryAfterSeconds };
}

export function memoryRateLimiter({ limit, windowMs, clock = Date.now }: RateLimitOptions): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = limit / windowMs;
  return {
    async take(key) {
      const now = clock();
      const bucket = buckets.get(key) ?? { tokens: limit, at: now };
      bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.at) * refillPerMs);
      bucket.at = now;
      buckets.set(key, bucket);
      if (buckets.size > 10_000) for (const k of buckets.keys()) if (k !== key) buckets.delete(k);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
      };
    },
  };
}

/** One limiter per rule, each in its own store (tests replace single rules this way). */
export function limitsFrom(limiters: Record<LimitRule, RateLimiter>): RateLimits {
  return {
    async take(checks) {
      const decisions: RateDecision[] = [];
      for (const { rule, key } of checks) decisions.push(await limiters[rule].take(`${rule}:${key}`));
      return worst(
        decisions,
        checks.map((c) => c.rule),
      );
    },
  };
}

export function memoryRateLimits(settings: LimitSettings, clock?: () => number): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(settings).map(([rule, options]) => [
      rule,
      memoryRateLimiter({ ...options, ...(clock ? { clock } : {}) }),
    ]),
  ) as Record<LimitRule, RateLimiter>;
  return limitsFrom(limiters);
}

/** How long a finished window is kept before pruning (a retry-after answer never outlives it). */
const PRUNE_GRACE_MS = MINUTE;

function databaseCounter(db: Db, clock: () => number) {
  let lastPrune = 0;
  return async (
    checks: ReadonlyArray<{ bucket: string; limit: number; windowMs: number; rule?: LimitRule }>,
  ) => {
    const now = clock();
    const hits: CounterHit[] = checks.map(({ bucket, windowMs }) => {
      const windowStart = now - (now % windowMs);
      return { bucket, windowStart: new Date(windowStart), expiresAt: new Date(windowStart + windowMs) };
    });
    const totals = await hitMany(db, hits);
    if (now - lastPrune > PRUNE_GRACE_MS) {
      lastPrune = now;
      await pruneRateLimits(db, new Date(now - PRUNE_GRACE_MS));
    }
    return worst(
      checks.map(({ bucket, limit, windowMs }, i): RateDecision => {
        if ((totals.get(bucket) ?? 1) <= limit) return { allowed: true };
        const windowEnd = (hits[i]?.expiresAt.getTime() ?? now + windowMs) - now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(windowEnd / 1000)) };
      }),
      checks.map((c) => c.rule),
    );
  };
}

/** A single fixed-window rule in PostgreSQL, counted under `key` as given. */
export function databaseRateLimiter(
  db: Db,
  { limit, windowMs, clock = Date.now }: RateLimitOptions,
): RateLimiter {
  const count = databaseCounter(db, clock);
  return { take: (key) => count([{ bucket: key, limit, windowMs }]) };
}

/** Every rule in PostgreSQL; a request's checks cost one statement. */
export function databaseRateLimits(
  db: Db,
  settings: LimitSettings,
  clock: () => number = Date.now,
): RateLimits {
  const count = databaseCounter(db, clock);
  return {
    async take(checks) {
      if (checks.length === 0) return { allowed: true };
      return count(checks.map(({ rule, key }) => ({ bucket: `${rule}:${key}`, rule, ...settings[rule] })));
    },
  };
}

const RECIPIENT_KEYS: Partial<Record<LimitRule, MessageKey>> = {
  paymentPrompt: 'api.error.tooManyPrompts',
  emailRecipient: 'api.error.tooManyEmails',
};

/** Counts the checks; throws the 429 refusal when one of them is over its limit. */
export async function enforceLimits(
  limits: RateLimits | undefined,
  checks: readonly LimitCheck[],
): Promise<void> {
  if (!limits || checks.length === 0) return;
  const decision = await limits.take(checks);
  if (decision.allowed) return;
  const { retryAfterSeconds } = decision;
  const recipient = decision.rules?.map((rule) => RECIPIENT_KEYS[rule]).find((key) => key !== undefined);
  throw rateLimitedError(retryAfterSeconds, recipient);
}

/** The 429 refusal: its message says how many minutes to wait (at least one). */
export function rateLimitedError(
  retryAfterSeconds: number,
  key: MessageKey = 'api.error.rateLimited',
): ServiceError {
  return new ServiceError(429, key, {
    params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    data: { retryAfterSeconds },
  });
}

export function recipientCheck(rule: 'paymentPrompt' | 'emailRecipient', recipient: string): LimitCheck {
  return { rule, key: recipientKey(recipient) };
}

/** The check of a per-client rule for this client address (an IPv6 address counts as its /64). */
export function clientCheck(rule: LimitRule, address: string): LimitCheck {
  return { rule, key: clientKey(address) };
}
