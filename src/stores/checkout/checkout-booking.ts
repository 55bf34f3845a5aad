/**
 * The booking a checkout makes: on arrival the draft is resumed (or the visitor sent to the trips)
 * and a booking this tab already made for the trip is offered again rather than made twice;
 * submitting books once and hands over to the payment page; a refusal is shown on its fields.
 */
import { atom } from 'nanostores';
import type { CreatedBooking } from '../../api/contract.ts';
import type { CallOutcome } from '../api.ts';
import { notify } from '../notices.ts';
import { paymentNumberStore } from '../payment/payment-number.ts';
import { failureMessage } from '../ui-message.ts';
import { type BookedCart, bookedCartStore } from './checkout-booked.ts';
import type { CheckoutDraftState } from './checkout-draft.ts';
import { type CheckoutDraft, fieldOfPath, resumeDraft, STEPS } from './checkout-fields.ts';
import type { CheckoutOffer } from './checkout-offer.ts';
import type { CheckoutOptions, StartResult } from './checkout-options.ts';
import type { CheckoutSteps } from './checkout-steps.ts';
import type { FieldErrors } from './checkout-validation.ts';

export function checkoutBooking(
  options: CheckoutOptions,
  draft: CheckoutDraftState,
  offer: Pick<CheckoutOffer, '$package' | '$paymentChoice' | 'loadSeats'>,
  steps: CheckoutSteps,
) {
  const { $draft, saved, setDraft } = draft;
  const { $banner, $submitting, showErrors } = steps;
  const bookedCart = bookedCartStore(options.storage);
  let returning = options.returning ?? false;
  /** `starting` until the guard ran (also what the server renders), then ready or leaving. */
  const $status = atom<'starting' | StartResult>('starting');
  /** The booking already made for this trip in this tab (status `booked`). */
  const $booked = atom<BookedCart | null>(null);

  function start(): StartResult {
    const result = guard();
    $status.set(result);
    return result;
  }

  function guard(): StartResult {
    const resumed = resumeDraft(saved.read(), options.requestedSlug, options.packages);
    if (!resumed) {
      options.navigate(options.urls.packages);
      return 'redirected';
    }
    setDraft(resumed);
    // Only the trip it was made for: another trip is a new booking.
    const made = returning ? bookedCart.read() : null;
    const booked = made?.packageSlug === resumed.packageSlug ? made : null;
    $booked.set(booked);
    if (booked) return 'booked';
    void offer.loadSeats();
    return 'ready';
  }

  /** The page came back from the browser's cache (Back): read again what this tab has done since. */
  function resume(): void {
    returning = true;
    $submitting.set(false);
    start();
  }

  /** "Make another booking": the trip's booking made here is forgotten and the form starts over. */
  function bookAgain(): void {
    bookedCart.clear();
    $booked.set(null);
    setDraft({ ...$draft.get(), step: 0 });
    $status.set('ready');
    void offer.loadSeats();
    steps.focus('step');
  }

  /** The booking made, remembered for this tab; the draft it came from is done with. */
  function rememberBooking(booking: CheckoutDraft, code: string): void {
    saved.clear();
    const made = { code, packageSlug: booking.packageSlug };
    bookedCart.write(made);
    $booked.set(made);
    // The payment page shows this number in full if a payment from it fails.
    if (booking.paymentMethod && booking.paymentMethod !== 'card') {
      paymentNumberStore(options.storage, code).write({
        method: booking.paymentMethod,
        number: booking.paymentNumber,
      });
    }
  }

  /** Says why the booking was not made, on the fields it concerns. */
  function showRefusal(outcome: Exclude<CallOutcome<CreatedBooking>, { kind: 'ok' }>): void {
    if (outcome.kind === 'refused' && outcome.data.key?.startsWith('api.departure.')) {
      // Sold out or too few seats since the list was read: said on the departure, list refreshed.
      showErrors({ departureId: { text: outcome.message } });
      void offer.loadSeats();
      return;
    }
    if (outcome.kind === 'refused') {
      const errors: FieldErrors = {};
      for (const issue of outcome.data.issues ?? []) {
        const field = fieldOfPath(issue.path);
        if (field && !errors[field]) errors[field] = { text: issue.message };
      }
      $banner.set({ text: outcome.message });
      notify('error', outcome.message);
      showErrors(errors);
      return;
    }
    $banner.set(failureMessage(outcome.failure));
  }

  async function submit(): Promise<void> {
    if ($submitting.get()) return;
    const booked = $booked.get();
    if (booked) {
      // Already booked from this tab: its payment page, never a second booking.
      options.navigate(options.urls.pay(booked.code));
      return;
    }
    $banner.set(null);
    $submitting.set(true);
    let leaving = false;
    try {
      const rules = await steps.rulesOrBanner();
      if (!rules || showErrors(steps.validate(rules, STEPS))) return;
      const current = $draft.get();
      // The type the invoice was priced with (the server applies the same rule whatever it is sent).
      const asked = { ...current, paymentType: offer.$paymentChoice.get().value };
      const outcome = await options.api.createBooking(rules.requestBody(asked, options.locale));
      if (outcome.kind === 'ok') {
        rememberBooking(current, outcome.data.code);
        leaving = true;
        options.navigate(options.urls.pay(outcome.data.code));
        return;
      }
      showRefusal(outcome);
    } finally {
      // While the next page loads the buttons stay disabled, so a second click cannot book twice.
      if (!leaving) $submitting.set(false);
    }
  }

  return { $status, $booked, start, resume, bookAgain, submit };
}
