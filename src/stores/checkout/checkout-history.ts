/**
 * Each checkout step is an entry of the browser's history (`?step=` in the address), so Back and
 * Forward move between steps, the draft kept. Each entry remembers the step below it when that one
 * is the checkout's too, so the form's own Back button can be the browser's Back.
 */
import { STEPS, type Step } from './checkout-fields.ts';

export const STEP_PARAM = 'step';

/** The parts of `window` this uses, so tests can pass a fake. */
export interface HistoryWindow {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'back'>;
  location: { href: string };
  addEventListener(type: 'popstate', listener: (event: { state: unknown }) => void): void;
  removeEventListener(type: 'popstate', listener: (event: { state: unknown }) => void): void;
}

/** What the history follows: the step shown, and how to show another. */
export interface SteppedCheckout {
  $step: { get(): Step; listen(listener: (step: Step) => void): () => void };
  goTo(step: number): void;
  back(): void;
}

/** A history entry's state: its step, and the step of the entry below when it is the checkout's. */
type StepEntry = { checkoutStep?: unknown; previous?: unknown } | null | undefined;

/** The address of a step: the first step has none, so the page's own address stays as it was. */
export function urlWithStep(href: string, step: number): string {
  const url = new URL(href);
  if (step > 0) url.searchParams.set(STEP_PARAM, STEPS[step] ?? '');
  else url.searchParams.delete(STEP_PARAM);
  return url.href;
}

/**
 * Keeps the history in step with the checkout until `stop()`: a step further on is a new entry, a
 * step back without the browser (an error sent there) replaces the current one, and popping an
 * entry shows its step. `back()` is the form's Back button.
 */
export function syncStepHistory(checkout: SteppedCheckout, win: HistoryWindow) {
  const entry = () => (win.history.state ?? {}) as NonNullable<StepEntry>;
  const stepNow = () => STEPS.indexOf(checkout.$step.get());
  const write = (push: boolean, step: number, previous: number | null) =>
    win.history[push ? 'pushState' : 'replaceState'](
      { checkoutStep: step, previous },
      '',
      urlWithStep(win.location.href, step),
    );

  // A popped entry already shows its step, so following it writes nothing.
  const follow = () => {
    const step = stepNow();
    const shown = entry().checkoutStep;
    if (shown === step) return;
    if (typeof shown === 'number' && step > shown) write(true, step, shown);
    else write(false, step, null);
  };
  follow();
  const stopListening = checkout.$step.listen(follow);

  const onPop = (event: { state: unknown }) => {
    const step = (event.state as StepEntry)?.checkoutStep;
    checkout.goTo(typeof step === 'number' ? step : 0);
  };
  win.addEventListener('popstate', onPop);

  return {
    back() {
      const step = stepNow();
      if (entry().checkoutStep === step && entry().previous === step - 1) win.history.back();
      else checkout.back();
    },
    stop() {
      stopListening();
      win.removeEventListener('popstate', onPop);
    },
  };
}
