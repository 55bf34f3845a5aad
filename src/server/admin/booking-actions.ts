/**
 * Staff actions on a booking, each with a reason, run once per idempotency key and written to the
 * append-only audit log (who, when, why): record an offline payment, record an excess sent back,
 * cancel (the customer is told), close an unpaid booking as abandoned (`abandon-action.ts`), record
 * a refund sent (`refund-action.ts`), ask the provider about a payment now, send an e-mail again,
 * add a note, write the note for the guide, mark the trip travelled. The cancel and its refund decision are in
 * `cancel-action.ts`. Money and cancellation
 * are for owners (checked by the function before anything runs).
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { BookingAction } from '../../domain/admin-schemas.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import type { AttemptStatus } from '../../domain/payment-status.ts';
import { travelledRefusal } from '../../domain/staff-actions.ts';
import { formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import { bookingConfirmationEmail, paymentReceiptEmail } from '../mail/booking-emails.ts';
import { recordExcessReturned } from '../repositories/attention.ts';
import type { AuditEntry } from '../repositories/audit-log.ts';
import { bookingOutcome, lockBookingForAction, setTravelledAt } from '../repositories/booking-actions.ts';
import { type Booking, findBookingByCode, findBookingById, moneyOf } from '../repositories/bookings.ts';
import { insertOfflinePayment, OFFLINE_PROVIDER } from '../repositories/offline-payments.ts';
import { findAttemptByReference, listAttempts } from '../repositories/payment-attempts.ts';
import type { Staff } from '../repositories/staff.ts';
import { agencyBrand } from '../services/agency-brand.ts';
import { sendPaymentReceipt, sendSoon } from '../services/booking-mail.ts';
import { settleSeatsAfterPayment } from '../services/departure-seats.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { reconcileAttempt } from '../services/reconcile.ts';
import { sendCancelMail } from '../services/refund-mail.ts';
import { ServiceError, type ServiceResult } from '../services/service-error.ts';
import { sendWhatsAppReceipt } from '../services/whatsapp-messages.ts';
import { abandonBooking } from './abandon-action.ts';
import { once, onceAround } from './audit-log.ts';
import { cancelBooking } from './cancel-action.ts';
import { declineCancel } from './cancel-request-action.ts';
import { changeBooking, changeParams, sendPaymentLink } from './change-actions.ts';
import { moveBooking, setTravellers, writeGuideNote } from './departure-actions.ts';
import { recordRefundSent } from './refund-action.ts';

async function outcomeOf(db: Pick<pg.ClientBase, 'query'> | Db, bookingId: string, action: string) {
  const row = (await bookingOutcome(db, bookingId)) ?? { paid: 0, status: 'pending_payment' as const };
  return { action, paid: row.paid, status: row.status };
}

/**
 * The digest an idempotency key is bound to: the booking and the action's body (its language aside,
 * which only words the answer). Keys are sorted so the same body always gives the same digest.
 */
export function actionDigest(code: string, action: BookingAction): string {
  const { locale: _locale, ...body } = action;
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(JSON.stringify({ code, body: sorted }))
    .digest('hex');
}

/** The client of a transaction, where a repository wants the pool's shape. */
const asDb = (client: pg.PoolClient) => client as unknown as Db;

export async function performBookingAction(
  deps: ServiceDeps,
  staff: Staff,
  code: string,
  action: BookingAction,
  idempotencyKey: string,
  locale: Locale,
): Promise<ServiceResult<ActionOutcome> & { replayed: boolean }> {
  const booking = await findBookingByCode(deps.db, code);
  if (!booking) throw new ServiceError(404, 'api.booking.notFound');
  const entry: AuditEntry = {
    staffId: staff.id,
    action: action.action,
    bookingId: booking.id,
    reason: action.reason ?? '',
    requestHash: actionDigest(booking.code, action),
  };
  const now = deps.clock();
  const done = (
    result: { result: ActionOutcome; replayed: boolean },
    key: ServiceResult<ActionOutcome>['key'],
    params?: Record<string, string>,
  ) => ({
    status: 200,
    key,
    ...(params ? { params } : {}),
    data: result.result,
    replayed: result.replayed,
  });

  const context: ActionContext = { deps, staff, booking, idempotencyKey, entry, locale, now };
  switch (action.action) {
    case 'offlinePayment':
      return done(await recordOfflinePayment(context, action), 'admin.action.offlinePayment');
    case 'excessReturned': {
      const result = await once(deps.db, idempotencyKey, entry, async (client) => {
        const returned = await recordExcessReturned(asDb(client), booking.code, action.reason, deps.clock());
        if (!returned) throw new ServiceError(409, 'admin.error.nothingOwed');
        return {
          result: { ...(await outcomeOf(client, booking.id, action.action)), amount: returned.amount },
          detail: { amount: returned.amount },
        };
      });
      return done(result, 'admin.action.excessReturned', {
        amount: formatXaf(result.result.amount ?? 0, locale),
      });
    }
    case 'cancel': {
      const result = await cancelBooking(deps, staff.id, booking.id, action, idempotencyKey, entry, locale);
      // The customer is told (once, whatever replays): cancelled, what was paid and what comes back.
      await sendSoon(deps, () => sendCancelMail(deps, booking.id));
      return done(result, 'admin.action.cancel');
    }
    case 'abandon': {
      const result = await abandonBooking(
        deps,
        staff.id,
        booking.id,
        action.reason || null,
        idempotencyKey,
        entry,
      );
      return done(result, 'admin.action.abandon');
    }
    case 'refundSent': {
      const result = await recordRefundSent(
        deps,
        staff.id,
        booking.id,
        action,
        idempotencyKey,
        entry,
        locale,
      );
      const { refundId: _id, ...outcome } = result.result;
      return done({ ...result, result: outcome }, 'admin.action.refundSent', {
        amount: formatXaf(action.amount, locale),
      });
    }
    case 'recheck': {
      const result = await recheckAttempt(context, action);
      // Said in the staff's language: the attempt's status as it stands after the provider's answer.
      return done(result, `admin.action.recheck.${result.result.providerStatus ?? 'pending'}`);
    }
    case 'resend':
      return done(await resendToCustomer(context, action), 'admin.action.resend');
    case 'travelled':
      return done(await markTravelled(context, action), 'admin.action.travelled');
    case 'changeTrip':
    case 'changePrice': {
      const result = await changeBooking(deps, booking, action, idempotencyKey, entry, agencyToday(now));
      return done(result, `admin.action.${action.action}`, changeParams(result.result.amount, locale));
    }
    case 'paymentLink': {
      const result = await sendPaymentLink(deps, booking, idempotencyKey, entry);
      return done(result, 'admin.action.paymentLink');
    }
    case 'declineCancel': {
      const result = await declineCancel(deps, staff.id, booking, action.reason, idempotencyKey, entry);
      return done(result, 'admin.action.declineCancel');
    }
    case 'moveDeparture':
      return done(
        await moveBooking(deps, booking, action, idempotencyKey, entry),
        'admin.action.moveDeparture',
      );
    case 'travellers':
      return done(
        await setTravellers(deps, booking, action, idempotencyKey, entry),
        'admin.action.travellers',
      );
    case 'guideNote':
      return done(
        await writeGuideNote(deps, booking, action, idempotencyKey, entry),
        'admin.action.guideNote',
      );
    case 'note': {
      const result = await once(deps.db, idempotencyKey, entry, async (client) => ({
        result: await outcomeOf(client, booking.id, action.action),
      }));
      return done(result, 'admin.action.note');
    }
  }
}

/** What each action needs: who acts, on which booking, under which key, in which language, when. */
interface ActionContext {
  deps: ServiceDeps;
  staff: Staff;
  booking: Booking;
  idempotencyKey: string;
  entry: AuditEntry;
  locale: Locale;
  now: Date;
}

/** Money the agency took itself: a successful attempt at once, its receipt once committed. */
async function recordOfflinePayment(
  { deps, staff, booking, idempotencyKey, entry, locale, now }: ActionContext,
  action: Extract<BookingAction, { action: 'offlinePayment' }>,
): Promise<{ result: ActionOutcome; replayed: boolean }> {
  let recorded: string | null = null;
  const result = await once(deps.db, idempotencyKey, entry, async (client) => {
    const row = await lockBookingForAction(client, booking.id);
    if (row?.cancelled) throw new ServiceError(409, 'admin.error.cancelled');
    const paid = row?.paid ?? 0;
    checkOfflineAmount(action, row?.leftToPay ?? 0, booking.total, locale);
    const kind = paid > 0 ? 'balance' : action.amount >= booking.total ? 'full' : 'deposit';
    const reference = `off_${randomBytes(12).toString('base64url')}`;
    recorded = reference;
    // Successful at once, confirmed now, named by how it came in (never the operator the customer
    // chose online); its receipt goes out once the transaction is committed.
    await insertOfflinePayment(client, {
      bookingId: booking.id,
      reference,
      kind,
      amount: action.amount,
      channel: action.channel,
      receivedOn: action.receivedOn,
      note: action.reason,
      staffId: staff.id,
      operator: action.operator ?? null,
      payerReference: action.payerReference ?? null,
      at: now,
    });
    // The amount paid and the status follow from this successful payment in the database itself.
    return {
      result: { ...(await outcomeOf(client, booking.id, action.action)), amount: action.amount },
      detail: {
        reference,
        amount: action.amount,
        channel: action.channel,
        receivedOn: action.receivedOn,
        ...(action.operator ? { operator: action.operator } : {}),
        ...(action.payerReference ? { payerReference: action.payerReference } : {}),
      },
    };
  });
  if (recorded) {
    // As an online success: the departure's seats become the booking's, or it is flagged.
    await settleSeatsAfterPayment(deps, booking.id);
    await sendOfflineReceipt(deps, recorded);
  }
  return result;
}

/** Asks the provider again about one of the booking's online attempts, and settles it. */
async function recheckAttempt(
  { deps, booking, idempotencyKey, entry }: ActionContext,
  action: Extract<BookingAction, { action: 'recheck' }>,
): Promise<{ result: ActionOutcome & { providerStatus: AttemptStatus }; replayed: boolean }> {
  const attempt = await findAttemptByReference(deps.db, action.reference);
  if (!attempt || attempt.bookingId !== booking.id)
    throw new ServiceError(404, 'admin.error.attemptNotFound');
  if (attempt.provider === OFFLINE_PROVIDER) throw new ServiceError(409, 'admin.error.notProviderPayment');
  return onceAround(deps.db, idempotencyKey, entry, async () => {
    const after = await reconcileAttempt(deps, attempt);
    return {
      result: { ...(await outcomeOf(deps.db, booking.id, action.action)), providerStatus: after.status },
      detail: { reference: attempt.reference, before: attempt.status, after: after.status },
    };
  });
}

/** Sends the customer their confirmation or last receipt again. */
async function resendToCustomer(
  { deps, booking, idempotencyKey, entry }: ActionContext,
  action: Extract<BookingAction, { action: 'resend' }>,
): Promise<{ result: ActionOutcome; replayed: boolean }> {
  return onceAround(deps.db, idempotencyKey, entry, async () => {
    const message = await resendMessage(deps, booking, action.what);
    try {
      await deps.mailer.send({ ...message, idempotencyKey: `staff/${idempotencyKey}` });
    } catch (error) {
      deps.log?.('staff resend failed', { code: booking.code, error: String(error) });
      throw new ServiceError(502, 'admin.error.mailFailed');
    }
    return {
      result: await outcomeOf(deps.db, booking.id, action.action),
      detail: { what: action.what, to: message.to },
    };
  });
}

/** Marks the trip travelled (reviews open from it); once, and never on a cancelled booking. */
async function markTravelled(
  { deps, booking, idempotencyKey, entry, now }: ActionContext,
  action: Extract<BookingAction, { action: 'travelled' }>,
): Promise<{ result: ActionOutcome; replayed: boolean }> {
  return once(deps.db, idempotencyKey, entry, async (client) => {
    // Locked as a cancel locks it: a trip is never marked on a booking cancelled meanwhile.
    const row = await lockBookingForAction(client, booking.id);
    // The first mark is the one kept (reviews are open from it); a never-paid booking did not travel.
    const refusal = travelledRefusal(row ?? { cancelled: true, travelled: false, paid: 0 });
    if (refusal) throw new ServiceError(409, `admin.error.${refusal}`);
    await setTravelledAt(client, booking.id, now);
    return { result: await outcomeOf(client, booking.id, action.action) };
  });
}

/**
 * An offline payment above the booking's total is a typo or worse: refused. One above what is left
 * to pay (the customer paid more) is recorded only when staff confirm it (`confirmOverpayment`).
 */
function checkOfflineAmount(
  action: Extract<BookingAction, { action: 'offlinePayment' }>,
  left: number,
  total: number,
  locale: Locale,
): void {
  if (action.amount > total) {
    throw new ServiceError(422, 'admin.error.amountAboveTotal', {
      params: { total: formatXaf(total, locale) },
    });
  }
  if (action.amount > left && action.confirmOverpayment !== true) {
    throw new ServiceError(422, 'admin.error.overpaymentUnconfirmed', {
      params: { left: formatXaf(left, locale), amount: formatXaf(action.amount, locale) },
    });
  }
}

/** The customer's receipt for a payment staff recorded: claimed, so sent once (the sweep retries). */
async function sendOfflineReceipt(deps: ServiceDeps, reference: string): Promise<void> {
  const attempt = await findAttemptByReference(deps.db, reference);
  if (!attempt) return;
  await sendSoon(deps, () => sendPaymentReceipt(deps, attempt));
  if (deps.whatsapp) await sendSoon(deps, () => sendWhatsAppReceipt(deps, attempt));
}

async function resendMessage(deps: ServiceDeps, booking: Booking, what: 'confirmation' | 'receipt') {
  if (what === 'confirmation') {
    const { settings } = await deps.catalogue();
    return bookingConfirmationEmail(booking, deps.siteUrl, settings.balanceDueDays, await agencyBrand(deps));
  }
  const attempts = await listAttempts(deps.db, booking.id);
  const last = attempts.filter((a) => a.status === 'successful').at(-1);
  if (!last) throw new ServiceError(409, 'admin.error.nothingToResend');
  // The booking as it stands now (the one read at the start may predate a payment).
  const now = (await findBookingById(deps.db, booking.id)) ?? booking;
  return paymentReceiptEmail(now, last, moneyOf(now), deps.siteUrl, await agencyBrand(deps));
}
