/**
 * The sweep (scheduled every 5 minutes, also `POST /api/internal/sweep-payments`): asks the provider
 * about pending attempts older than `staleAfterMs` (lost webhooks, crashes, time-outs) and, less often,
 * about attempts closed without a success in the last `lateSuccessWindowMs` (a success after our
 * close that never sent a webhook); releases the seats of departures' holds that ran out unpaid
 * (docs/business-rules.md#departures); retries unsent e-mails; removes raw webhook bodies after 30 days.
 *
 * It fits a scheduled function's 30 s limit whatever the backlog (docs/payments.md): attempts least
 * recently asked about go first, so successive runs work through all of them; `concurrency` calls at
 * once with the sweep's own short provider time-out; no new call starts after `budgetMs`.
 */
import type { AttemptStatus } from '../../domain/payment-status.ts';
import { deleteNotificationsBefore } from '../repositories/notifications.ts';
import { type AttemptRow, listRecentlyClosed, listStalePending } from '../repositories/payment-attempts.ts';
import { type MailRetryReport, NO_MAIL_RETRIED, retryUnsentMail } from './booking-mail.ts';
import { forEachBounded } from './bounded.ts';
import { type SeatSweepReport, sweepSeats } from './departure-seats.ts';
import { DEFAULT_SWEEP, type ServiceDeps } from './deps.ts';
import { reconcileAttempt } from './reconcile.ts';
import { retryWhatsApp } from './whatsapp-messages.ts';

/** Raw webhook bodies are evidence for a dispute, then personal data we no longer need. */
const WEBHOOK_BODY_RETENTION_MS = 30 * 24 * 60 * 60_000;
const NOTIFICATIONS_DELETED_PER_RUN = 5_000;

interface SweepReport {
  /** Stale pending attempts asked about, and where they stand after. */
  checked: number;
  byStatus: Record<AttemptStatus, number>;
  /** Recently closed attempts asked about again. */
  rechecked: number;
  /** References of successes found after we had closed the attempt (recorded, flagged `lateSuccess`). */
  lateSuccesses: string[];
  /** E-mails sent now that could not be sent before. */
  mail: MailRetryReport;
  /** WhatsApp messages sent now that could not be sent before (docs/whatsapp.md). */
  whatsapp: number;
  /** Raw webhook bodies removed (older than 30 days). */
  notificationsRemoved: number;
  /** Departures' seats: holds that ran out recorded released, paid bookings' seats settled. */
  seats: SeatSweepReport;
  /** The time budget ran out before everything due was asked about (the next run goes on). */
  outOfTime: boolean;
  elapsedMs: number;
}

export async function sweepPayments(deps: ServiceDeps): Promise<SweepReport> {
  const settings = deps.sweep ?? DEFAULT_SWEEP;
  const started = performance.now();
  const inBudget = () => performance.now() - started < settings.budgetMs;
  const lookup = { timeoutMs: settings.providerTimeoutMs };
  const now = deps.clock().getTime();
  const { staleAfterMs, lateSuccessWindowMs, closedRecheckEveryMs } = deps.timings;
  const report: SweepReport = {
    checked: 0,
    byStatus: { pending: 0, successful: 0, failed: 0, expired: 0, needs_review: 0, unresolved: 0 },
    rechecked: 0,
    lateSuccesses: [],
    mail: { ...NO_MAIL_RETRIED },
    whatsapp: 0,
    notificationsRemoved: 0,
    seats: { released: 0, settled: 0, fitAgain: 0 },
    outOfTime: false,
    elapsedMs: 0,
  };
  // One attempt's trouble (a database error) must not stop the others.
  const safely = (work: (attempt: AttemptRow) => Promise<void>) => async (attempt: AttemptRow) => {
    try {
      await work(attempt);
    } catch (error) {
      deps.log?.('sweep could not check an attempt', { reference: attempt.reference, error: String(error) });
    }
  };

  const pending = await listStalePending(deps.db, new Date(now - staleAfterMs), settings.batch);
  let done = await forEachBounded(
    pending,
    settings.concurrency,
    inBudget,
    safely(async (attempt) => {
      const after = await reconcileAttempt(deps, attempt, lookup);
      report.checked += 1;
      report.byStatus[after.status] += 1;
      if (after.lateSuccess) report.lateSuccesses.push(after.reference);
    }),
  );
  if (done && inBudget()) {
    const closed = await listRecentlyClosed(
      deps.db,
      new Date(now - lateSuccessWindowMs),
      new Date(now - closedRecheckEveryMs),
      settings.batch,
    );
    done = await forEachBounded(
      closed,
      settings.concurrency,
      inBudget,
      safely(async (attempt) => {
        const after = await reconcileAttempt(deps, attempt, lookup);
        report.rechecked += 1;
        if (after.status === 'successful') report.lateSuccesses.push(after.reference);
      }),
    );
  }
  // After the payments: a success just found settles its seats before its hold is called released.
  if (inBudget()) report.seats = await sweepSeats(deps, settings.batch);
  if (inBudget()) {
    report.mail = await retryUnsentMail(
      deps,
      new Date(now - lateSuccessWindowMs),
      new Date(now - staleAfterMs),
      settings.batch,
      inBudget,
    );
  }
  if (inBudget()) {
    report.whatsapp = await retryWhatsApp(
      deps,
      new Date(now - lateSuccessWindowMs),
      new Date(now - staleAfterMs),
      settings.batch,
      inBudget,
    );
  }
  report.notificationsRemoved = await deleteNotificationsBefore(
    deps.db,
    new Date(now - WEBHOOK_BODY_RETENTION_MS),
    NOTIFICATIONS_DELETED_PER_RUN,
  );
  report.outOfTime = !done || !inBudget();
  report.elapsedMs = Math.round(performance.now() - started);
  return report;
}
