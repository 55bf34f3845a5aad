/**
 * What the services need, passed in (never read from the environment here): the database, the payment
 * provider, the catalogue snapshot, a clock and a random source. `runtime.ts` builds the real ones;
 * tests pass their own.
 */
import type { CatalogueSnapshot } from '../../content/types.ts';
import type { RandomBytes } from '../../domain/booking-code.ts';
import type { Db } from '../db/pool.ts';
import type { PaymentProvider, PaymentWebhookHint } from '../payments/provider.ts';

export interface PaymentTimings {
  /** A pending attempt older than this is closed as expired (a later success is still recorded). */
  attemptTtlMs: number;
  /** The sweep re-checks pending attempts older than this. */
  staleAfterMs: number;
}

export const DEFAULT_TIMINGS: PaymentTimings = {
  attemptTtlMs: 15 * 60_000,
  staleAfterMs: 2 * 60_000,
};

export interface ServiceDeps {
  db: Db;
  provider: PaymentProvider;
  /** Reads a provider notification body; null when it is not one. */
  parseWebhook: (body: string) => PaymentWebhookHint | null;
  catalogue: () => Promise<CatalogueSnapshot>;
  clock: () => Date;
  randomBytes: RandomBytes;
  timings: PaymentTimings;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}
