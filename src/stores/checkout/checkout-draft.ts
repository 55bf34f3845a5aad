/**
 * The checkout's draft as the visitor fills it: remembered in sessionStorage at each change until
 * the booking is made, the errors shown on its fields, and what changing a field mends.
 */
import { atom, computed } from 'nanostores';
import { type KeyValueStorage, storedValue } from '../session-storage.ts';
import {
  type CheckoutDraft,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  type Field,
  isDraft,
  STEPS,
  type Step,
} from './checkout-fields.ts';
import type { RulesLoading } from './checkout-rules-loading.ts';
import type { FieldErrors } from './checkout-validation.ts';

/**
 * The fields whose errors a change of `field` clears: a group too large for the departure, or a
 * number of the other network, is mended by changing either one.
 */
function errorsMendedBy(field: Field): Field[] {
  if (field === 'spots') return ['spots', 'departureId'];
  if (field === 'paymentMethod') return ['paymentMethod', 'paymentNumber'];
  return [field];
}

export function checkoutDraft(storage: KeyValueStorage | null, rules: RulesLoading) {
  const saved = storedValue(storage, DRAFT_STORAGE_KEY, isDraft);
  const $draft = atom<CheckoutDraft>(emptyDraft(''));
  const $step = computed($draft, (draft): Step => STEPS[draft.step] ?? 'customize');
  const $errors = atom<FieldErrors>({});
  /** The visitor kept their network for a number whose prefix says the other (a number that moved). */
  const $keptOperator = atom(false);

  function setDraft(next: CheckoutDraft) {
    $draft.set(next);
    saved.write(next);
  }

  function update<F extends Field>(field: F, value: CheckoutDraft[F]) {
    void rules.ensureRules().catch(() => undefined);
    const next = { ...$draft.get(), [field]: value };
    // The operator follows the number until the visitor picks one.
    const loaded = rules.$rules.get();
    if (field === 'paymentNumber' && next.paymentMethod === '' && loaded) {
      const suggested = loaded.suggestOperator(String(value));
      if (suggested) next.paymentMethod = suggested;
    }
    setDraft(next);
    if (field === 'paymentNumber' || field === 'paymentMethod') $keptOperator.set(false);
    const errors = $errors.get();
    const cleared = errorsMendedBy(field);
    if (cleared.some((name) => errors[name])) {
      $errors.set(
        Object.fromEntries(Object.entries(errors).filter(([name]) => !cleared.includes(name as Field))),
      );
    }
  }

  return { saved, $draft, $step, $errors, $keptOperator, setDraft, update };
}

export type CheckoutDraftState = ReturnType<typeof checkoutDraft>;
