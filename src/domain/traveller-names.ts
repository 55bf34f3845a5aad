/**
 * Every traveller's name, not only the lead booker's (docs/business-rules.md#departures): given in
 * order, one per person at most; an empty one is a traveller not yet named. Shared by the back
 * office's form and its function, and ready for the checkout's.
 */
import * as v from 'valibot';
import { MAX_SPOTS } from './pricing.ts';
import { fullName, type ValidationKey } from './schemas.ts';

const key = (k: ValidationKey) => k;

const travellerName = v.pipe(
  v.string(key('validation.name.invalid')),
  v.trim(),
  v.check((name) => name === '' || v.is(fullName, name), key('validation.name.invalid')),
);

export const travellerNamesSchema = v.pipe(
  v.array(travellerName, key('validation.invalid')),
  v.maxLength(MAX_SPOTS, key('validation.travellers.tooMany')),
);

/** The names as kept: trailing unnamed travellers dropped, so "nobody named" is an empty list. */
export function keptTravellerNames(names: readonly string[]): string[] {
  const kept = [...names];
  while (kept.length > 0 && kept.at(-1) === '') kept.pop();
  return kept;
}
