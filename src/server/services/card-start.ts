/**
 * What a card payment sends its provider: the customer as the hosted page asks for them (the card
 * itself is typed there, never here), where the page sends them back, and where the provider
 * notifies us. Every address starts with the site's one address (`deps.siteUrl`).
 */
import { serverPaths } from '../../api/contract.ts';
import { countryOfNumber } from '../../domain/calling-codes.ts';
import { t } from '../../i18n/messages.ts';
import { localizedPath, routes } from '../../i18n/routes.ts';
import type { CardInitiate } from '../payments/provider.ts';
import type { Booking } from '../repositories/bookings.ts';
import type { AttemptRow } from '../repositories/payment-attempts.ts';

/** The page the customer comes back to, in the booking's language: `?code=CODE&attempt=REFERENCE`. */
export function cardReturnUrl(siteUrl: string, booking: Booking, reference: string): string {
  const url = new URL(localizedPath(booking.locale, routes.cardReturn()), siteUrl);
  url.searchParams.set('code', booking.code);
  url.searchParams.set('attempt', reference);
  return url.toString();
}

export function notifyUrl(siteUrl: string, providerName: string): string {
  return new URL(serverPaths.notify(providerName), siteUrl).toString();
}

/** The name as the page's two fields: the first word, then the rest (the whole name when one word). */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  const first = words[0] ?? fullName;
  return { firstName: first, lastName: words.length > 1 ? words.slice(1).join(' ') : first };
}

export function cardInitiate(
  siteUrl: string,
  providerName: string,
  booking: Booking,
  attempt: AttemptRow,
): CardInitiate {
  return {
    medium: 'card',
    amount: attempt.amount + attempt.fee,
    externalId: attempt.reference,
    name: booking.fullName,
    email: booking.paymentEmail ?? booking.email,
    // Shown on the provider's page, in the customer's language like the rest of it.
    message: t(booking.locale, 'payment.card.description', { code: booking.code }),
    customer: {
      ...splitName(booking.fullName),
      email: booking.paymentEmail ?? booking.email,
      phone: booking.whatsapp,
      country: countryOfNumber(booking.whatsapp),
    },
    returnUrl: cardReturnUrl(siteUrl, booking, attempt.reference),
    notifyUrl: notifyUrl(siteUrl, providerName),
    locale: booking.locale,
  };
}
