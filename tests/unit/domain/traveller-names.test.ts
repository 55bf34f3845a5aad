import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { travellerNamesSchema } from '../../../src/domain/schemas.ts';
import {
  keptTravellerNames,
  mergedTravellerNames,
  travellerNamesRefusal,
  unnamedTravellers,
} from '../../../src/domain/traveller-names.ts';

describe('travellers’ names', () => {
  it('keeps names in order and drops trailing unnamed ones', () => {
    expect(keptTravellerNames(['Awa', '', 'Paul', '', ''])).toEqual(['Awa', '', 'Paul']);
    expect(keptTravellerNames(['', ''])).toEqual([]);
  });

  it('a name given replaces the one in its place; an empty one keeps it, never erases', () => {
    expect(mergedTravellerNames(['Ngono Marie'], ['', 'Paul Biya', ' '])).toEqual([
      'Ngono Marie',
      'Paul Biya',
    ]);
    expect(mergedTravellerNames(['Ngono Marie', 'Paul Biya'], ['', ''])).toEqual([
      'Ngono Marie',
      'Paul Biya',
    ]);
    expect(mergedTravellerNames(['Ngono Marie', 'Paul'], ['', 'Paul Biya'])).toEqual([
      'Ngono Marie',
      'Paul Biya',
    ]);
  });

  it('counts the travellers not named yet, within the group', () => {
    expect(unnamedTravellers({ spots: 3, names: ['Awa', '', 'Paul'] })).toBe(1);
    expect(unnamedTravellers({ spots: 2, names: ['Awa', 'Paul', 'Extra'] })).toBe(0);
    expect(unnamedTravellers({ spots: 2, names: [] })).toBe(2);
  });

  it('the customer may name them until the trip’s first day, not once cancelled or travelled', () => {
    const facts = { cancelled: false, travelled: false, tripDate: '2030-05-10', today: '2030-05-09' };
    expect(travellerNamesRefusal(facts)).toBeNull();
    expect(travellerNamesRefusal({ ...facts, today: '2030-05-10' })).toBe('started');
    expect(travellerNamesRefusal({ ...facts, travelled: true })).toBe('started');
    expect(travellerNamesRefusal({ ...facts, cancelled: true })).toBe('cancelled');
    expect(travellerNamesRefusal({ ...facts, tripDate: null, today: '2031-01-01' })).toBeNull();
  });

  it('one schema refuses markup, control characters, addresses and over-long names', () => {
    expect(v.is(travellerNamesSchema, ['Ngono Marie', '', 'Jean-Paul N’Diaye'])).toBe(true);
    for (const name of ['<b>Awa</b>', 'Awa\u0000', 'Awa\u202eX', 'evil.com', 'A'.repeat(61), '12']) {
      expect(v.is(travellerNamesSchema, [name]), name).toBe(false);
    }
    expect(
      v.is(
        travellerNamesSchema,
        Array.from({ length: 51 }, () => ''),
      ),
    ).toBe(false);
  });
});
