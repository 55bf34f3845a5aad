/**
 * The checkout's validation rules (`checkout-rules.ts`), loaded on the visitor's first interaction
 * rather than with the page, so the first paint does without valibot.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Rules } from './checkout-options.ts';

export interface RulesLoading {
  /** Null until the rules came. */
  $rules: ReadableAtom<Rules | null>;
  ensureRules(): Promise<Rules>;
}

export function rulesLoading(load: () => Promise<Rules>): RulesLoading {
  const $rules = atom<Rules | null>(null);
  let loading: Promise<Rules> | null = null;

  /** Loads the rules once; a failed load (connection lost) is retried on the next call. */
  function ensureRules(): Promise<Rules> {
    loading ??= load().then(
      (rules) => {
        $rules.set(rules);
        return rules;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return { $rules, ensureRules };
}
