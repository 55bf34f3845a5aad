/**
 * The catalogue keys each island uses, so its page can `pick` exactly those strings. Used at build
 * time only (pages), never shipped.
 */
import { catalogs, type MessageKey } from '../i18n/messages.ts';

const byPrefix = (...prefixes: string[]) =>
  (Object.keys(catalogs.en) as MessageKey[]).filter((key) =>
    prefixes.some((prefix) => key.startsWith(prefix)),
  );

const shared: readonly MessageKey[] = [
  ...byPrefix('islands.shell.', 'islands.error.', 'islands.invoice.', 'validation.'),
  'payment.method.mtn',
  'payment.method.orange',
  'payment.method.card',
];

export const CHECKOUT_KEYS: readonly MessageKey[] = [
  ...shared,
  ...byPrefix('islands.checkout.', 'booking.tripType.', 'islands.card.method.'),
  'islands.card.checkoutNote',
  'islands.card.fee',
];

export const PAYMENT_KEYS: readonly MessageKey[] = [
  ...shared,
  ...byPrefix('islands.pay.', 'payment.kind.', 'payment.failure.', 'islands.card.method.'),
  // A card payment followed from this page (after Back or a reload) speaks of the bank, not a phone.
  'islands.card.return.checking',
  'islands.card.return.stillWaiting',
  'islands.card.fee',
  'islands.card.hostedNote',
  'islands.card.pay',
  'islands.card.open',
  'islands.card.continue',
  'api.payment.cardLimit',
  'islands.track.alreadyPaid',
  'islands.track.backHome',
  'islands.checkout.invoice',
  'islands.checkout.paymentMethod',
  'islands.checkout.paymentNumber',
  'islands.checkout.phoneHint',
];

/** The page a card payment comes back to. */
export const CARD_RETURN_KEYS: readonly MessageKey[] = [
  ...shared,
  ...byPrefix('islands.card.return.'),
  'islands.card.notThisBooking',
  'islands.card.noAttempt',
  'islands.pay.bookingCode',
  'islands.pay.viewBooking',
  'islands.pay.offline',
  'islands.pay.checkAgain',
  // A payment the agency checks, or one not confirmed in time: not known unpaid.
  'payment.failure.review',
  'payment.failure.timedOut',
];

export const TRACKING_KEYS: readonly MessageKey[] = [
  ...shared,
  ...byPrefix(
    'islands.track.',
    'islands.review.',
    'refund.method.',
    'refund.account.',
    'booking.status.',
    'payment.status.',
    'payment.kind.',
    'booking.tripType.',
    'booking.paymentType.',
  ),
  'islands.checkout.tripType',
  'islands.checkout.paymentType',
  'islands.checkout.paymentMethod',
  // Payments the agency recorded name how they came in.
  'payment.method.cash',
  'payment.method.bank_transfer',
  'payment.method.mobile_money',
  'payment.method.unknown',
  'islands.pay.contactInstead',
  'islands.pay.title.deposit',
  'islands.pay.title.full',
  'islands.pay.title.balance',
  // The box that asks for a code again.
  'track.intro',
  'track.label',
  'track.hint',
  'track.submit',
];

/** The back office: its own strings, the shell's and the statuses. */
export const ADMIN_KEYS: readonly MessageKey[] = [
  ...byPrefix('islands.shell.', 'admin.ui.', 'admin.status.', 'payment.kind.', 'payment.method.'),
  ...byPrefix('booking.tripType.', 'refund.method.', 'refund.account.', 'booking.paymentType.'),
  ...byPrefix('validation.'),
  // New booking shows the checkout's live price, and its departures with their seats left.
  ...byPrefix('islands.invoice.', 'islands.checkout.departure', 'islands.checkout.seats'),
  ...byPrefix('islands.checkout.fewSeats', 'islands.checkout.perPerson'),
];
