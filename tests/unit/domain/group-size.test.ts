import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIN_PEOPLE,
  packageMinimum,
  tripTypeAllowed,
  tripTypesFor,
} from '../../../src/domain/group-size.ts';
import { TRIP_TYPES } from '../../../src/domain/trip-types.ts';

describe('group sizes', () => {
  it('takes the CMS minimum, or 3 when it is missing or nonsense', () => {
    expect(packageMinimum(2)).toBe(2);
    expect(packageMinimum(1)).toBe(1);
    expect(DEFAULT_MIN_PEOPLE).toBe(3);
    for (const value of [undefined, null, 0, -1, 2.5, Number.NaN]) expect(packageMinimum(value)).toBe(3);
  });

  it.each([
    [1, ['group', 'couple', 'solo', 'family']],
    [2, ['group', 'couple', 'family']],
    [3, ['group', 'family']],
    [8, ['group', 'family']],
  ])('a package for at least %i offers %j', (minimum, offered) => {
    expect(tripTypesFor(TRIP_TYPES, minimum)).toEqual(offered);
  });

  it('refuses a solo traveller or a couple on a group-only package', () => {
    expect(tripTypeAllowed('solo', 3)).toBe(false);
    expect(tripTypeAllowed('couple', 3)).toBe(false);
    expect(tripTypeAllowed('couple', 2)).toBe(true);
    expect(tripTypeAllowed('family', 3)).toBe(true);
  });
});
