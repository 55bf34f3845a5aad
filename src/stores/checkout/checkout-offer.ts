/**
 * What the draft books and costs: its trip, the departures offered (with the seats function's
 * answer), the price, the payment type the rules allow, the trip types, and the network the payment
 * number looks like. Each follows the draft; only the seats are asked of the server.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { balanceDueDate, balanceDueDays, bookedWithinBalancePeriod } from '../../domain/balance-due.ts';
import { cardFeeFor, DEFAULT_CARD_FEE_PERCENT } from '../../domain/card-fee.ts';
import { tripTypesFor } from '../../domain/group-size.ts';
import { type BookingPrice, MAX_SPOTS, type PaymentType, priceBooking } from '../../domain/pricing.ts';
import { TRIP_TYPES } from '../../domain/trip-types.ts';
import { departureOptions, type SeatsAnswer } from './checkout-departures.ts';
import type { CheckoutDraft } from './checkout-fields.ts';
import type { CheckoutOptions, CheckoutPackage, Rules } from './checkout-options.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The price shown: by card (`card`), its fee is the card's. */
export type CheckoutPrice = BookingPrice & { card?: true };

export function checkoutOffer(
  options: Pick<CheckoutOptions, 'api' | 'packages' | 'settings' | 'today'>,
  $draft: ReadableAtom<CheckoutDraft>,
  $rules: ReadableAtom<Rules | null>,
) {
  const { api, packages, settings } = options;
  const $package: ReadableAtom<CheckoutPackage | null> = computed(
    $draft,
    (draft) => packages.find((item) => item.slug === draft.packageSlug) ?? null,
  );
  /** The seats function's answer for the package on screen (null before it was asked). */
  const $seats = atom<SeatsAnswer | null>(null);
  /** The departures offered, empty for a trip sold on request (it keeps the preferred date). */
  const $departures = computed([$package, $seats], (pkg, seats) =>
    departureOptions(pkg, seats, options.today),
  );
  const $departure = computed(
    [$departures, $draft],
    (list, draft) => list.find((option) => option.id === draft.departureId) ?? null,
  );
  const $price: ReadableAtom<CheckoutPrice | null> = computed(
    [$draft, $package, $departure],
    (draft, pkg, dep) => {
      const spots = Number(draft.spots);
      if (!pkg || !Number.isSafeInteger(spots) || spots < pkg.minPeople || spots > MAX_SPOTS) return null;
      const price = priceBooking({
        // The chosen departure's price (its own, else the trip's: departurePricePerPerson).
        pricePerPerson: dep ? dep.pricePerPerson : pkg.pricePerPerson,
        spots,
        minPeople: pkg.minPeople,
        paymentType: draft.paymentType,
        downPaymentPercent: settings.downPaymentPercent,
        feePercent: settings.feePercent,
      });
      if (draft.paymentMethod !== 'card') return price;
      // By card: the card's fee in place of mobile money's, as the server will charge it.
      const fee = cardFeeFor(price.chargedNow, settings.cardFeePercent ?? DEFAULT_CARD_FEE_PERCENT);
      return { ...price, fee, dueNow: price.chargedNow + fee, card: true as const };
    },
  );
  /**
   * The payment type the rules apply to this draft, and whether the full payment can be chosen: above
   * the online cap it cannot, and the draft keeps the visitor's own choice for when the total drops.
   */
  const $paymentChoice = computed(
    [$draft, $price],
    (draft, price): { value: PaymentType; fullAvailable: boolean } => ({
      value: price?.paymentType ?? draft.paymentType,
      fullAvailable: !price?.onlineCapExceeded,
    }),
  );
  /**
   * For a trip closer than the balance period (booked today), when the rest of a down payment is
   * due: the day before departure, said at step 1 before the customer chooses how to pay.
   */
  const $lateBalance = computed(
    [$draft, $departure, $price],
    (draft, dep, price): { days: number; dueOn: string } | null => {
      const trip = dep?.date ?? (ISO_DAY.test(draft.preferredDate) ? draft.preferredDate : null);
      const today = options.today;
      if (!trip || !price || !today || trip < today) return null;
      if (!bookedWithinBalancePeriod(trip, today, settings.balanceDueDays)) return null;
      const dueOn = balanceDueDate({ preferredDate: trip, bookedOn: today }, settings.balanceDueDays);
      return dueOn ? { days: balanceDueDays(settings.balanceDueDays), dueOn } : null;
    },
  );
  /** The trip types this package can be booked as (a solo traveller cannot join a group-only trip). */
  const $tripTypes = computed($package, (pkg) => (pkg ? tripTypesFor(TRIP_TYPES, pkg.minPeople) : []));
  const $operatorSuggestion = computed([$draft, $rules], (draft, rules) =>
    rules ? rules.suggestOperator(draft.paymentNumber) : null,
  );

  /** Asks the seats function for the package's departures (again after a refusal at booking). */
  async function loadSeats(): Promise<void> {
    const pkg = $package.get();
    if (!pkg?.departures?.length) return;
    const previous = $seats.get();
    // A refresh keeps showing the last answer until the new one comes.
    if (previous?.slug !== pkg.slug) $seats.set({ slug: pkg.slug, phase: 'loading', departures: [] });
    const outcome = await api.departures(pkg.slug);
    if (outcome.kind === 'ok') {
      $seats.set({ slug: pkg.slug, phase: 'ready', departures: outcome.data.departures });
    } else if (previous?.phase !== 'ready') {
      $seats.set({ slug: pkg.slug, phase: 'failed', departures: [] });
    }
  }

  return {
    $package,
    $departures,
    $departure,
    $price,
    $paymentChoice,
    $lateBalance,
    $tripTypes,
    $operatorSuggestion,
    loadSeats,
  };
}

export type CheckoutOffer = ReturnType<typeof checkoutOffer>;
