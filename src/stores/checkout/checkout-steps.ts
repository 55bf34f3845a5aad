/**
 * Moving through the checkout's four steps: Next checks the step's fields first, an error takes the
 * visitor to its step and field (focus), Back and the browser's history (`checkout-history.ts`)
 * show a step without checking it (submitting checks every step).
 */
import { atom } from 'nanostores';
import { failureMessage, type UiMessage } from '../ui-message.ts';
import { departureError } from './checkout-departures.ts';
import type { CheckoutDraftState } from './checkout-draft.ts';
import { type Field, firstErrorField, STEPS, type Step, stepOf } from './checkout-fields.ts';
import type { CheckoutOffer } from './checkout-offer.ts';
import type { CheckoutOptions, Rules } from './checkout-options.ts';
import type { RulesLoading } from './checkout-rules-loading.ts';
import { type FieldErrors, validateDraft } from './checkout-validation.ts';

export function checkoutSteps(
  options: Pick<CheckoutOptions, 'locale' | 'today'>,
  draft: CheckoutDraftState,
  offer: Pick<CheckoutOffer, '$package' | '$departures'>,
  rulesLoading: RulesLoading,
) {
  const { $draft, $errors, $keptOperator, setDraft } = draft;
  /** A message about the whole form (server refusal, network failure). */
  const $banner = atom<UiMessage | null>(null);
  const $submitting = atom(false);
  /** Bumped when the island should move focus: to a field with an error, or to the step heading. */
  const $focus = atom<{ target: Field | 'step'; seq: number } | null>(null);

  let focusSeq = 0;
  function focus(target: Field | 'step') {
    focusSeq += 1;
    $focus.set({ target, seq: focusSeq });
  }

  function validate(rules: Rules, steps: readonly Step[]): FieldErrors {
    const current = $draft.get();
    const errors = validateDraft(rules, current, offer.$package.get(), {
      today: options.today,
      locale: options.locale,
      steps,
      keptOperator: $keptOperator.get(),
    });
    if (steps.includes('customize')) {
      const departure = departureError(offer.$departures.get(), current.departureId, Number(current.spots));
      if (departure) errors.departureId = departure;
      else delete errors.departureId;
    }
    return errors;
  }

  /** Shows the errors, on the step of the first one with focus on its field; false when none. */
  function showErrors(errors: FieldErrors): boolean {
    $errors.set(errors);
    const first = firstErrorField(errors);
    if (!first) return false;
    const current = $draft.get();
    const step = stepOf(first);
    if (step !== current.step) setDraft({ ...current, step });
    focus(first);
    return true;
  }

  /** The rules, or null after telling the visitor why they could not be loaded. */
  async function rulesOrBanner(): Promise<Rules | null> {
    try {
      return await rulesLoading.ensureRules();
    } catch (error) {
      $banner.set(failureMessage({ message: error instanceof Error ? error.message : 'network' }));
      return null;
    }
  }

  async function next(): Promise<void> {
    if ($submitting.get()) return;
    $banner.set(null);
    $submitting.set(true);
    const rules = await rulesOrBanner();
    $submitting.set(false);
    if (!rules) return;
    const current = $draft.get();
    const step = STEPS[current.step] ?? 'customize';
    if (showErrors(validate(rules, [step]))) return;
    if (current.step < STEPS.length - 1) {
      setDraft({ ...current, step: current.step + 1 });
      focus('step');
    }
  }

  /** Keeps the chosen network for this number and goes on. */
  async function keepOperator(): Promise<void> {
    $keptOperator.set(true);
    await next();
  }

  function back() {
    if ($submitting.get()) return;
    const current = $draft.get();
    if (current.step === 0) return;
    goTo(current.step - 1);
  }

  /** Shows a step the browser's history moved to (Back, Forward); submitting checks every step. */
  function goTo(step: number) {
    const current = $draft.get();
    if (!STEPS[step] || step === current.step) return;
    $errors.set({});
    $banner.set(null);
    setDraft({ ...current, step });
    focus('step');
  }

  return {
    $banner,
    $submitting,
    $focus,
    focus,
    validate,
    showErrors,
    rulesOrBanner,
    next,
    keepOperator,
    back,
    goTo,
  };
}

export type CheckoutSteps = ReturnType<typeof checkoutSteps>;
