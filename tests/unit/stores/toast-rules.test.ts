import { describe, expect, it } from 'vitest';
import {
  dismissesToast,
  isToasterHotkey,
  SWIPE_THRESHOLD_PX,
  TOAST_DURATION_MS,
  TOAST_REMOVE_MS,
  VISIBLE_TOASTS,
  visibleToasts,
} from '../../../src/stores/toast-rules.ts';

describe('toast rules', () => {
  it('has the settings of docs/business-rules.md', () => {
    expect([TOAST_DURATION_MS, VISIBLE_TOASTS, SWIPE_THRESHOLD_PX, TOAST_REMOVE_MS]).toEqual([
      4000, 3, 45, 200,
    ]);
  });

  it.each([
    [45, 5000, true],
    [-45, 5000, true],
    [44, 5000, false],
    [20, 100, true],
    [20, 200, false],
    [5, 10, false],
    [0, 0, false],
  ])('a swipe of %i px in %i ms dismisses: %s', (distance, elapsed, expected) => {
    expect(dismissesToast(distance, elapsed)).toBe(expected);
  });

  it('shows the newest three, newest first', () => {
    expect(visibleToasts([1, 2, 3, 4, 5])).toEqual([5, 4, 3]);
    expect(visibleToasts([1])).toEqual([1]);
  });

  it('answers alt+T only', () => {
    expect(isToasterHotkey({ altKey: true, code: 'KeyT' })).toBe(true);
    expect(isToasterHotkey({ altKey: false, code: 'KeyT' })).toBe(false);
    expect(isToasterHotkey({ altKey: true, code: 'KeyY' })).toBe(false);
  });
});
