/**
 * What the services need, passed in (never read from the environment here): the database, the payment
 * provider, the catalogue snapshot, a clock, a random source and a mailer. `runtime.ts` builds the real ones;
 * tests pass their own.
 */
import type { CatalogueSnapshot } from '../../content/types.ts';
import type { RandomBytes } from '../../domain/booking-code.ts';
import type { UnpaidHoldLimits } from '../../domain/seat-holds.ts';
import type { Db } from '../db/pool.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider, PaymentWebhookHint } from '../payments/provider.ts';
import type { WhatsAppSender } from '../whatsapp/whatsapp-sender.ts';

export interface PaymentTimings {
  /** A pending attempt older than this is closed as expired (a later success is still recorded). */
  attemptTtlMs: number;
  /** The sweep re-checks pending attempts older than this. */
  staleAfterMs: number;
  /**
   * The sweep also asks the provider again about attempts closed (failed or expired) within this
   * window, in case the money moved after all and no webhook said so.
   */
  lateSuccessWindowMs: number;
  /** ...but asks about one such attempt at most once per this interval. */
  closedRecheckEveryMs: number;
  /**
   * At most one provider call per attempt per this interval, whatever the number of polls, tabs and
   * webhooks: the others answer from the database. Shorter than the payment page's poll interval
   * (after its first poll), so a single customer never waits for it.
   */
  providerCheckEveryMs: number;
}

/** How the scheduled sweep fits the platform's 30 s limit for a scheduled function. */
export interface SweepSettings {
  /** No new provider call starts after this long (calls under way end within `providerTimeoutMs`). */
  budgetMs: number;
  /** Provider calls at once. */
  concurrency: number;
  /** The sweep's own provider time-out, shorter than a customer request's. */
  providerTimeoutMs: number;
  /** Attempts read per run at most (pending, then closed ones). */
  batch: number;
}

/** A booking with nothing paid a day after it was made is worth a message. */
export const DEFAULT_UNPAID_FOLLOW_UP_HOURS = 24;

/** New-booking notices to the agency go at most once per this many minutes (`BOOKING_NOTICE_BATCH_MINUTES`). */
export const DEFAULT_BOOKING_NOTICE_BATCH_MINUTES = 10;

/** Template messages one WhatsApp number gets per agency day, across bookings. */
export const DEFAULT_WHATSAPP_DAILY_LIMIT = 3;

export const DEFAULT_TIMINGS: PaymentTimings = {
  attemptTtlMs: 15 * 60_000,
  staleAfterMs: 2 * 60_000,
  lateSuccessWindowMs: 24 * 60 * 60_000,
  closedRecheckEveryMs: 30 * 60_000,
  providerCheckEveryMs: 2_000,
};

/** 15 s of calls + 5 s for the last ones + mail retries: well under Netlify's 30 s. */
export const DEFAULT_SWEEP: SweepSettings = {
  budgetMs: 15_000,
  concurrency: 20,
  providerTimeoutMs: 5_000,
  batch: 1_000,
};

export interface ServiceDeps {
  db: Db;
  /** The mobile-money provider (Fapshi), first in the registry (`payments/registry.ts`). */
  provider: PaymentProvider;
  /** The other providers, by the name each attempt records (CinetPay for cards); none: no cards. */
  providers?: readonly PaymentProvider[];
  /** Reads the mobile-money provider's notification body (`/api/payments/webhook`); null when not one. */
  parseWebhook: (body: string) => PaymentWebhookHint | null;
  catalogue: () => Promise<CatalogueSnapshot>;
  clock: () => Date;
  randomBytes: RandomBytes;
  timings: PaymentTimings;
  /** The sweep's limits; `DEFAULT_SWEEP` when absent. */
  sweep?: SweepSettings;
  /** Booking confirmations and payment receipts; a failure is logged, never passed on. */
  mailer: Mailer;
  /** WhatsApp messages to customers who opted in; absent when the channel is off. */
  whatsapp?: WhatsAppSender;
  /** Template messages per WhatsApp number and day (`WHATSAPP_DAILY_LIMIT_PER_NUMBER`). */
  whatsappDailyLimit?: number;
  /** A deployed address that gets the staff notices too, besides the enabled owner accounts. */
  agencyNoticeEmail?: string;
  /** The public origin, for links in e-mails (e.g. `https://example.com`). */
  siteUrl: string;
  log?: (message: string, detail?: Record<string, unknown>) => void;
  /**
   * Hands over work that may finish after the answer has gone (Netlify's `context.waitUntil`), so a
   * slow mail service never holds up a customer. Without it, such work is awaited.
   */
  afterAnswer?: (task: Promise<unknown>) => void;
  /** Hours after which a booking with nothing paid is listed to follow up (`UNPAID_FOLLOW_UP_HOURS`). */
  unpaidFollowUpHours?: number;
  /** Minutes an online booking with nothing paid holds its departure's seats (`SEAT_HOLD_MINUTES`). */
  seatHoldMinutes?: number;
  /** Minutes between two e-mails of new-booking notices to the agency; 0: one per booking at once. */
  bookingNoticeBatchMinutes?: number;
  /** Caps of unpaid holds (`UNPAID_HOLD_*`); `DEFAULT_UNPAID_HOLD_LIMITS` when absent. */
  unpaidHolds?: UnpaidHoldLimits;
  /** Rate limits; the services apply the per-recipient ones (payment prompts per phone number). */
  limits?: RateLimits;
}
