/**
 * Staff change a booking after the sale (a new date or group size, priced by the checkout's rules;
 * a new price, the owner's) and send the customer a link to pay what is left. A change is recorded
 * with who and why (`booking_changes`, migration 018) in one transaction with its audit entry; the
 * database lands it on the booking and its money follows (left to pay, owed back, status). The
 * customer is told by e-mail, once.
 */
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { CatalogueSnapshot } from '../../content/types.ts';
import type { BookingAction } from '../../domain/admin-schemas.ts';
import { applyChange, type BookingChange } from '../../domain/booking-change.ts';
import { nextPaymentKind } from '../../domain/payment-plan.ts';
import { formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import { paymentLinkEmail, paymentLinkUrl, whatsappLink } from '../mail/change-emails.ts';
import type { AuditEntry } from '../repositories/audit-log.ts';
import { bookingOutcome, lockBookingForAction } from '../repositories/booking-actions.ts';
import { insertBookingChange } from '../repositories/booking-changes.ts';
import { type Booking, findBookingById } from '../repositories/bookings.ts';
import { clearOverbookedIfFits, lockDeparture } from '../repositories/departures.ts';
import { agencyBrand } from '../services/agency-brand.ts';
import { sendSoon } from '../services/booking-mail.ts';
import { cardsTaken } from '../services/card-settings.ts';
import { sendChangeMail } from '../services/change-mail.ts';
import { refuseUnlessSeatsFree } from '../services/departure-seats.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';
import { once, onceAround } from './audit-log.ts';

type Package = CatalogueSnapshot['packages'][number];
type ChangeAction = Extract<BookingAction, { action: 'changeTrip' | 'changePrice' }>;
type Outcome = { result: ActionOutcome; replayed: boolean };

const changeOf = (action: ChangeAction): BookingChange =>
  action.action === 'changePrice'
    ? { kind: 'price', total: action.total }
    : { kind: 'trip', spots: action.spots, preferredDate: action.preferredDate };

/** Refusals of a change, in the checkout's words where the checkout has them. */
function refuse(refusal: Exclude<ReturnType<typeof applyChange>, { total: number }>): never {
  if (refusal.refusal === 'belowMinimum') {
    throw new ServiceError(422, 'validation.package.minPeople', { params: { min: refusal.min } });
  }
  if (refusal.refusal === 'aboveMaximum') {
    throw new ServiceError(422, 'validation.spots.max', { params: { max: refusal.max } });
  }
  throw new ServiceError(409, 'admin.error.nothingChanged');
}

/** The departure whose seats a new group size takes or frees, if the booking travels on one. */
function departureOfChange(booking: Booking, action: ChangeAction, pkg: Package | undefined) {
  if (action.action !== 'changeTrip' || action.spots === undefined || !booking.departureId) return null;
  return pkg?.departures?.find((d) => d.id === booking.departureId) ?? null;
}

export async function changeBooking(
  deps: ServiceDeps,
  booking: Booking,
  action: ChangeAction,
  key: string,
  entry: AuditEntry,
  today: string,
): Promise<Outcome> {
  if (action.action === 'changeTrip' && action.preferredDate !== undefined) {
    // A departure's date is the departure's: another date is a move to another departure.
    if (booking.departureId) throw new ServiceError(422, 'admin.error.departureDate');
    if (action.preferredDate < today) throw new ServiceError(422, 'validation.date.past');
  }
  const pkg = (await deps.catalogue()).packages.find((p) => p.slug === booking.packageSlug);
  const departure = departureOfChange(booking, action, pkg);
  let changeId: string | null = null;
  const result = await once(deps.db, key, entry, async (client) => {
    const tx = client as unknown as Db;
    // The departure's lock first, as booking creation and a move take it, then the booking's (as a
    // cancel and a payment start lock it: the change sees the booking they leave).
    const locked = departure
      ? await lockDeparture(client, { id: departure.id, packageSlug: booking.packageSlug })
      : null;
    await lockBookingForAction(client, booking.id);
    const current = await findBookingById(tx, booking.id);
    if (!current || current.cancelledAt) throw new ServiceError(409, 'admin.error.cancelled');
    if (departure && current.departureId !== departure.id) {
      throw new ServiceError(409, 'admin.error.changedMeanwhile');
    }
    const after = applyChange(current, changeOf(action), pkg?.minPeople);
    if (!('total' in after)) refuse(after);
    if (departure && locked && after.spots > current.spots) {
      // More people take more seats: counted and taken as a booking takes them, or refused.
      const claim = { packageSlug: current.packageSlug, departure, spots: after.spots, today };
      await refuseUnlessSeatsFree(client, { ...claim, bookingId: current.id }, locked.stopped);
    }
    const previous = { spots: current.spots, preferredDate: current.preferredDate, total: current.total };
    changeId = await insertBookingChange(tx, {
      bookingId: current.id,
      staffId: entry.staffId,
      kind: action.action === 'changePrice' ? 'price' : 'trip',
      reason: action.reason,
      ...after,
      previous,
      at: deps.clock(),
    });
    // Fewer people may make a full departure fit again: its bookings paid into it are settled.
    const fitAgain =
      departure && after.spots < current.spots
        ? await clearOverbookedIfFits(client, departure.id, departure.seats)
        : [];
    // What the customer now owes or is owed, as the database computes it from the new total.
    const row = (await bookingOutcome(client, current.id)) ?? { paid: 0, status: 'pending_payment' as const };
    return {
      result: { action: action.action, paid: row.paid, status: row.status, amount: after.total },
      detail: {
        changeId,
        before: previous,
        after: { ...after },
        ...(fitAgain.length > 0 ? { departureFitsAgain: fitAgain } : {}),
      },
    };
  });
  const id = changeId;
  if (!result.replayed && id) await sendSoon(deps, () => sendChangeMail(deps, id));
  return result;
}

/**
 * The customer's payment page (the one the checkout sends a balance to) by e-mail from the server,
 * and as a prefilled WhatsApp message staff open on their phone. The booking code in the link is
 * the booking page's own key (a code + nothing else, as on the tracking page): no new secret.
 */
export async function sendPaymentLink(
  deps: ServiceDeps,
  booking: Booking,
  key: string,
  entry: AuditEntry,
): Promise<Outcome> {
  return onceAround(deps.db, key, entry, async () => {
    const current = (await findBookingById(deps.db, booking.id)) ?? booking;
    if (current.cancelledAt) throw new ServiceError(409, 'admin.error.cancelled');
    const next = nextPaymentKind({
      total: current.total,
      downPayment: current.downPayment,
      feePercent: current.feePercent,
      amountPaid: current.amountPaid,
      paymentType: current.paymentType,
    });
    if (!next) throw new ServiceError(409, 'admin.error.nothingToPay');
    const url = paymentLinkUrl(deps.siteUrl, current);
    const cards = await cardsTaken(deps);
    try {
      const message = await paymentLinkEmail(current, url, await agencyBrand(deps), cards);
      await deps.mailer.send({ ...message, idempotencyKey: `staff/${key}` });
    } catch (error) {
      deps.log?.('payment link not sent', { code: current.code, error: String(error) });
      throw new ServiceError(502, 'admin.error.mailFailed');
    }
    return {
      result: {
        action: 'paymentLink',
        paid: current.amountPaid,
        status: current.status,
        amount: current.leftToPay,
        link: { url, whatsapp: whatsappLink(current, url, cards) },
      },
      detail: { to: current.email, leftToPay: current.leftToPay },
    };
  });
}

/** The staff's answer after a change: the new total, in their language. */
export const changeParams = (total: number | undefined, locale: Locale) => ({
  total: formatXaf(total ?? 0, locale),
});
