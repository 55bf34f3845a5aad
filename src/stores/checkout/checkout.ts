/**
 * Checkout: four steps over one draft, validated with the shared booking schema (each step checks its
 * own fields), remembered in sessionStorage until the booking is made, then handed to the payment
 * page. The booking made is remembered too, so coming back never books the same trip twice. The
 * island only renders these stores and calls these actions.
 *
 * The parts, each in its own module: the rules loaded on first use (`checkout-rules-loading.ts`),
 * the draft and its storage (`checkout-draft.ts`), what it books and costs (`checkout-offer.ts`),
 * moving between steps (`checkout-steps.ts`) and the booking itself (`checkout-booking.ts`).
 */
import { checkoutBooking } from './checkout-booking.ts';
import { checkoutDraft } from './checkout-draft.ts';
import { checkoutOffer } from './checkout-offer.ts';
import type { CheckoutOptions } from './checkout-options.ts';
import { rulesLoading } from './checkout-rules-loading.ts';
import { checkoutSteps } from './checkout-steps.ts';

export {
  type CheckoutDraft,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  type Field,
  STEPS,
  type Step,
} from './checkout-fields.ts';
export type { CheckoutOptions, CheckoutPackage, PricingSettings } from './checkout-options.ts';

export function createCheckout(options: CheckoutOptions) {
  const rules = rulesLoading(options.loadRules);
  const draft = checkoutDraft(options.storage, rules);
  const offer = checkoutOffer(options, draft.$draft, rules.$rules);
  const steps = checkoutSteps(options, draft, offer, rules);
  const booking = checkoutBooking(options, draft, offer, steps);

  return {
    $status: booking.$status,
    $draft: draft.$draft,
    $errors: draft.$errors,
    $banner: steps.$banner,
    $submitting: steps.$submitting,
    $booked: booking.$booked,
    $focus: steps.$focus,
    $package: offer.$package,
    $step: draft.$step,
    $price: offer.$price,
    $departures: offer.$departures,
    $departure: offer.$departure,
    $paymentChoice: offer.$paymentChoice,
    $lateBalance: offer.$lateBalance,
    $tripTypes: offer.$tripTypes,
    $operatorSuggestion: offer.$operatorSuggestion,
    start: booking.start,
    resume: booking.resume,
    bookAgain: booking.bookAgain,
    keepOperator: steps.keepOperator,
    update: draft.update,
    next: steps.next,
    back: steps.back,
    goTo: steps.goTo,
    submit: booking.submit,
    ensureRules: rules.ensureRules,
    loadSeats: offer.loadSeats,
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
