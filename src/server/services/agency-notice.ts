/**
 * Tells the agency about each new booking, each successful payment and each success found after the
 * attempt was closed (a customer who may have paid twice), with a link to the booking in the back
 * office. Each enabled owner account gets its own message, and so does the deployed
 * `AGENCY_NOTICE_EMAIL`: never an address from the CMS, which a content editor could point at
 * themselves. Each event is claimed once in the database, so duplicate webhooks, polls and sweeps send
 * one message per recipient; a failed send is retried by the sweep (each message keeps its own
 * idempotency key, so a recipient already served is not served twice). Like the customer's e-mails, a
 * failure is logged and never fails the booking or payment.
 *
 * New bookings are batched, so a flood of them does not flood the owners: the first after a quiet
 * spell is told at once, those made within `BOOKING_NOTICE_BATCH_MINUTES` of it wait for the sweep,
 * which sends each recipient one e-mail listing them.
 */
import { agencyBookingsDigestEmail, agencyNoticeEmail } from '../admin/admin-emails.ts';
import {
  type AgencyNotice,
  claimAgencyNotice,
  claimBookingNoticeBatch,
  markAgencyNoticeSent,
  markAgencyNoticesSent,
  recordAgencyNotice,
  releaseAgencyNotice,
  releaseBookingNoticeBatch,
} from '../repositories/agency-notices.ts';
import { type Booking, findBookingById } from '../repositories/bookings.ts';
import { listEnabledOwnerEmails } from '../repositories/owner-addresses.ts';
import { type AttemptRow, listAttempts } from '../repositories/payment-attempts.ts';
import { agencyBrand } from './agency-brand.ts';
import { MAIL_CLAIM_LEASE_MS, sendClaimed } from './claimed-mail.ts';
import { DEFAULT_BOOKING_NOTICE_BATCH_MINUTES, type ServiceDeps } from './deps.ts';

/** The notice of a new booking. */
export function bookingNotice(booking: Booking): AgencyNotice {
  return { key: `booking/${booking.code}`, kind: 'booking', bookingId: booking.id, attemptId: null };
}

/**
 * The notice of a recorded success: on a cancelled booking (a refund to send), found after the
 * attempt was closed, or a plain payment.
 */
export function paymentNotice(attempt: AttemptRow): AgencyNotice {
  const kind = attempt.cancelledBooking
    ? 'cancelled_payment'
    : attempt.lateSuccess
      ? 'late_success'
      : 'payment';
  return { key: `${kind}/${attempt.reference}`, kind, bookingId: attempt.bookingId, attemptId: attempt.id };
}

export async function sendAgencyNotice(deps: ServiceDeps, notice: AgencyNotice): Promise<boolean> {
  return sendClaimed(
    deps,
    `agency notice ${notice.key}`,
    () => claimAgencyNotice(deps.db, notice, MAIL_CLAIM_LEASE_MS),
    () => releaseAgencyNotice(deps.db, notice.key),
    async () => {
      const booking = await findBookingById(deps.db, notice.bookingId);
      if (!booking) throw new Error('booking not found');
      const attempt = notice.attemptId
        ? (await listAttempts(deps.db, booking.id)).find((a) => a.id === notice.attemptId)
        : undefined;
      const { settings } = await deps.catalogue();
      // Staff accounts have no language of their own: the agency's, as set in its settings.
      const locale = settings.notificationLanguage ?? 'en';
      const recipients = await noticeRecipients(deps);
      const brand = await agencyBrand(deps);
      if (recipients.length === 0)
        deps.log?.('no owner account nor AGENCY_NOTICE_EMAIL', { notice: notice.key });
      for (const to of recipients) {
        await deps.mailer.send(
          await agencyNoticeEmail(
            { kind: notice.kind, booking, ...(attempt ? { attempt } : {}) },
            to,
            locale,
            deps.siteUrl,
            `agency-notice/${notice.key}/${to}`,
            brand,
          ),
        );
      }
    },
    () => markAgencyNoticeSent(deps.db, notice.key),
  );
}

/** The enabled owners' addresses and the deployed one, each once. */
async function noticeRecipients(deps: ServiceDeps): Promise<string[]> {
  const owners = await listEnabledOwnerEmails(deps.db);
  const deployed = deps.agencyNoticeEmail?.trim().toLowerCase();
  return [...new Set(deployed ? [...owners, deployed] : owners)];
}

/** A batch lists at most this many bookings; the others go with the next one. */
const BATCH_LIMIT = 100;

function batchMinutes(deps: ServiceDeps): number {
  return deps.bookingNoticeBatchMinutes ?? DEFAULT_BOOKING_NOTICE_BATCH_MINUTES;
}

/** Whether new-booking notices are batched (0 minutes: one e-mail per booking, at once). */
export function bookingNoticesBatched(deps: ServiceDeps): boolean {
  return batchMinutes(deps) > 0;
}

/**
 * Tells the agency of a new booking: recorded, then sent with any others waiting when the last
 * batch went long enough ago (else the sweep sends it with the next batch). Never throws.
 */
export async function noticeNewBooking(deps: ServiceDeps, booking: Booking): Promise<boolean> {
  const notice = bookingNotice(booking);
  if (!bookingNoticesBatched(deps)) return sendAgencyNotice(deps, notice);
  try {
    await recordAgencyNotice(deps.db, notice);
  } catch (error) {
    deps.log?.(`agency notice ${notice.key}: could not record`, { error: String(error) });
    return false;
  }
  return (await sendBookingNoticeBatch(deps)) > 0;
}

/**
 * Sends the new-booking notices waiting, when it is time (the sweep calls it too): one e-mail per
 * recipient, the booking's own notice when it is alone, else the list. Returns the notices sent;
 * on a failure they wait again for the next call. Never throws.
 */
export async function sendBookingNoticeBatch(deps: ServiceDeps): Promise<number> {
  let batch: AgencyNotice[];
  try {
    batch = await claimBookingNoticeBatch(deps.db, {
      minutes: batchMinutes(deps),
      leaseMs: MAIL_CLAIM_LEASE_MS,
      limit: BATCH_LIMIT,
    });
  } catch (error) {
    deps.log?.('agency booking notices: could not claim', { error: String(error) });
    return 0;
  }
  const [first] = batch;
  if (!first) return 0;
  const keys = batch.map((notice) => notice.key);
  try {
    const found = await Promise.all(batch.map((notice) => findBookingById(deps.db, notice.bookingId)));
    const bookings = found.filter((booking): booking is Booking => booking !== null);
    const locale = (await deps.catalogue()).settings.notificationLanguage ?? 'en';
    const brand = await agencyBrand(deps);
    for (const to of await noticeRecipients(deps)) {
      const [only] = bookings;
      await deps.mailer.send(
        bookings.length === 1 && only
          ? await agencyNoticeEmail(
              { kind: 'booking', booking: only },
              to,
              locale,
              deps.siteUrl,
              `agency-notice/${first.key}/${to}`,
              brand,
            )
          : await agencyBookingsDigestEmail(
              bookings,
              to,
              locale,
              deps.siteUrl,
              `agency-digest/${first.key}/${keys.length}/${to}`,
              brand,
            ),
      );
    }
  } catch (error) {
    deps.log?.('agency booking notices: not sent, will retry', { error: String(error), count: keys.length });
    await releaseBookingNoticeBatch(deps.db, keys).catch((e: unknown) =>
      deps.log?.('agency booking notices: could not release', { error: String(e) }),
    );
    return 0;
  }
  await markAgencyNoticesSent(deps.db, keys).catch((e: unknown) =>
    deps.log?.('agency booking notices: sent, not noted', { error: String(e) }),
  );
  return keys.length;
}
