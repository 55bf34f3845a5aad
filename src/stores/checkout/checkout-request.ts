/**
 * The booking request a checkout draft stands for, validated by the shared schema here and on the
 * server. Loaded with the checkout's rules (`checkout-rules.ts`), off the first load.
 */
import { type Operator, otherNetworkKey } from '../../domain/phone.ts';
import type { CreateBookingInput, TripType, ValidationKey } from '../../domain/schemas.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CheckoutDraft } from './checkout-fields.ts';

/** The other travellers' names typed, one per line, blank lines left out. */
export const otherTravellers = (draft: CheckoutDraft): string[] =>
  draft.travellers
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean);

/** The booking request the draft stands for (validated by the shared schema, here and on the server). */
export function requestBody(draft: CheckoutDraft, locale: Locale): CreateBookingInput {
  const body: CreateBookingInput = {
    packageSlug: draft.packageSlug,
    spots: draft.spots.trim() === '' ? Number.NaN : Number(draft.spots),
    tripType: draft.tripType as TripType,
    contact: { fullName: draft.fullName, email: draft.email, whatsapp: draft.whatsapp },
    payment: {
      // A card takes no number: the provider's page asks for the card.
      ...(draft.paymentMethod === 'card'
        ? { method: 'card' }
        : { method: draft.paymentMethod as Operator, number: draft.paymentNumber }),
      ...(draft.paymentEmail.trim() ? { email: draft.paymentEmail } : {}),
    },
    paymentType: draft.paymentType,
    termsAccepted: draft.termsAccepted as true,
    locale,
  };
  // A departure brings its own date, so no preferred date goes with it.
  const travellers = otherTravellers(draft);
  if (travellers.length > 0) body.travellers = travellers;
  if (draft.whatsappOptIn) body.whatsappOptIn = true;
  if (draft.departureId) body.departureId = draft.departureId;
  else if (draft.preferredDate) body.preferredDate = draft.preferredDate;
  return body;
}

/**
 * What the shared schema cannot say of the payment number: one of the other network would never
 * get the payment request, unless the visitor keeps it (a number that moved: `keptOperator`). A
 * card takes no number.
 */
export function paymentNumberKey(draft: CheckoutDraft, keptOperator = false): ValidationKey | null {
  const { paymentMethod: method, paymentNumber: number } = draft;
  return method === 'card' || keptOperator ? null : otherNetworkKey(number, method);
}
