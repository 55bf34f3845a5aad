/**
 * The scheduled job's work (docs/business-rules.md#reminders): the balance reminders, pre-trip
 * messages and review invitations due today in the agency's calendar, each claimed before it is
 * sent (`repositories/reminders.ts`), so duplicate and overlapping runs send it once.
 *
 * It fits a scheduled function's 30 s limit whatever the backlog: batches of `batch` due messages,
 * `concurrency` sends at once, no new send once `budgetMs` is spent; the rest waits for the next
 * run (the job runs every 10 minutes through the agency's morning). A failed send is tried again
 * by a later run, `REMINDER_MAX_TRIES` times in all, then listed on the attention page.
 */

import { agencyToday } from '../../domain/agency-calendar.ts';
import { balanceDueDate, balanceDueDays, tripDatesOf } from '../../domain/balance-due.ts';
import { type ReminderKind, remindersDue } from '../../domain/reminder-schedule.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  balanceReminderEmail,
  preTripEmail,
  type ReminderLinks,
  reviewInvitationEmail,
} from '../mail/reminder-emails.ts';
import type { Booking } from '../repositories/bookings.ts';
import { findBookingById } from '../repositories/bookings.ts';
import {
  claimReminder,
  type DueReminder,
  databaseNow,
  dropReminder,
  listDueReminders,
  markReminderSent,
  type ReminderChannel,
  releaseReminder,
} from '../repositories/reminders.ts';
import { reminderMessage } from '../whatsapp/reminder-messages.ts';
import { agencyBrand } from './agency-brand.ts';
import { forEachBounded } from './bounded.ts';
import { cardsTaken } from './card-settings.ts';
import { MAIL_CLAIM_LEASE_MS } from './claimed-mail.ts';
import type { ServiceDeps } from './deps.ts';
import { sendWithinDailyLimit, whatsAppProven } from './whatsapp-messages.ts';

export interface ReminderRunSettings {
  /** No new send starts after this long (sends under way end within the mailer's time-out). */
  budgetMs: number;
  /** Sends at once. */
  concurrency: number;
  /** Due messages read per query. */
  batch: number;
}

/** 20 s of sends + the mailer's 10 s time-out at worst... kept shorter: see docs/business-rules.md. */
export const DEFAULT_REMINDER_RUN: ReminderRunSettings = { budgetMs: 18_000, concurrency: 8, batch: 200 };

export interface ReminderRunReport {
  /** The agency's day the run worked for. */
  today: string;
  sent: Record<ReminderKind, number>;
  /** Of them, sent on WhatsApp to customers who opted in (docs/whatsapp.md). */
  whatsapp: number;
  /** Sends that failed (tried again by a later run). */
  failed: number;
  /** Claimed, then found no longer wanted (paid, cancelled or stopped meanwhile). */
  skipped: number;
  /** The budget ran out with messages still due (the next run goes on). */
  outOfTime: boolean;
  elapsedMs: number;
}

/** Whether `booking` still wants message `kind` today (it may have changed since it was listed). */
function stillWanted(booking: Booking, kind: ReminderKind, today: string, dueDays: number): boolean {
  if (booking.cancelledAt || booking.remindersOffAt || !booking.preferredDate) return false;
  const balanceLeft = booking.status === 'partial_payment' && booking.leftToPay > 0;
  const due = remindersDue(today, {
    tripDate: booking.preferredDate,
    durationDays: booking.durationDays,
    balanceDueDate: balanceLeft ? balanceDueDate(tripDatesOf(booking), dueDays) : null,
    createdDay: agencyToday(booking.createdAt),
  });
  if (!due.includes(kind)) return false;
  if (kind === 'review_invitation') return booking.status === 'payment_completed';
  return booking.amountPaid > 0;
}

async function messageFor(
  deps: ServiceDeps,
  booking: Booking,
  kind: ReminderKind,
  dueDays: number,
  links: ReminderLinks,
): Promise<MailMessage> {
  if (kind === 'pre_trip') {
    const pkg = (await deps.catalogue()).packages.find((p) => p.slug === booking.packageSlug);
    return preTripEmail(booking, pkg, links);
  }
  if (kind === 'review_invitation') return reviewInvitationEmail(booking, links);
  const dueDate = balanceDueDate(tripDatesOf(booking), dueDays) ?? '';
  return balanceReminderEmail(booking, kind, dueDate, links, await cardsTaken(deps));
}

/** Sends what is due today; `secret` signs the stop links (`REMINDER_LINK_SECRET`). */
export async function sendReminders(
  deps: ServiceDeps,
  secret: string,
  settings: ReminderRunSettings = DEFAULT_REMINDER_RUN,
): Promise<ReminderRunReport> {
  const started = performance.now();
  const inBudget = () => performance.now() - started < settings.budgetMs;
  const today = agencyToday(deps.clock());
  const dueDays = balanceDueDays((await deps.catalogue()).settings.balanceDueDays);
  const links: ReminderLinks = { siteUrl: deps.siteUrl, secret, brand: await agencyBrand(deps) };
  const runStartedAt = await databaseNow(deps.db);
  const report: ReminderRunReport = {
    today,
    sent: { balance_14: 0, balance_7: 0, balance_2: 0, pre_trip: 0, review_invitation: 0 },
    whatsapp: 0,
    failed: 0,
    skipped: 0,
    outOfTime: false,
    elapsedMs: 0,
  };

  // Each channel is claimed and counted apart: one message per booking, step and channel.
  const deliver = async (booking: Booking, due: DueReminder, channel: ReminderChannel) => {
    if (channel === 'email')
      return deps.mailer.send(await messageFor(deps, booking, due.kind, dueDays, links));
    const pkg = (await deps.catalogue()).packages.find((p) => p.slug === booking.packageSlug);
    const dueDate = balanceDueDate(tripDatesOf(booking), dueDays) ?? '';
    const message = reminderMessage(booking, due.kind, { siteUrl: deps.siteUrl, dueDate, pkg });
    if (!deps.whatsapp || !(await sendWithinDailyLimit(deps, deps.whatsapp, message))) return 'later';
    report.whatsapp += 1;
  };

  const sendOne = async (due: DueReminder, channel: ReminderChannel): Promise<boolean> => {
    if (!(await claimReminder(deps.db, due, channel, MAIL_CLAIM_LEASE_MS))) return false;
    try {
      const booking = await findBookingById(deps.db, due.bookingId);
      const wanted =
        booking &&
        stillWanted(booking, due.kind, today, dueDays) &&
        (channel === 'email' || whatsAppProven(booking));
      // A number at its day's limit of messages waits, its claim dropped: a later run sends it.
      if (!wanted || (await deliver(booking, due, channel)) === 'later') {
        await dropReminder(deps.db, due, channel);
        report.skipped += 1;
        return true;
      }
    } catch (error) {
      report.failed += 1;
      deps.log?.('reminder not sent, a later run tries again', { ...due, channel, error: String(error) });
      await releaseReminder(deps.db, due, channel, String(error)).catch(() => undefined);
      return true;
    }
    if (channel === 'email') report.sent[due.kind] += 1;
    // Not noted: the lease runs out and the same message (same idempotency key) goes to the mail
    // API again, which drops it.
    await markReminderSent(deps.db, due, channel).catch((error: unknown) =>
      deps.log?.('reminder sent, not noted', { ...due, error: String(error) }),
    );
    return true;
  };

  const channels: ReminderChannel[] = deps.whatsapp ? ['email', 'whatsapp'] : ['email'];
  for (const channel of channels) {
    let more = true;
    while (more && inBudget()) {
      const due = await listDueReminders(
        deps.db,
        today,
        dueDays,
        channel,
        settings.batch,
        MAIL_CLAIM_LEASE_MS,
        runStartedAt,
      );
      let claimed = 0;
      const done = await forEachBounded(due, settings.concurrency, inBudget, async (item) => {
        if (await sendOne(item, channel)) claimed += 1;
      });
      // A short batch was the last; a batch another run took whole leaves nothing for this one.
      more = due.length === settings.batch && claimed > 0;
      if (!done) report.outOfTime = true;
    }
    if (more) report.outOfTime = true;
  }
  report.elapsedMs = Math.round(performance.now() - started);
  return report;
}
