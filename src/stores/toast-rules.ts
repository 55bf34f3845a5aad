/**
 * How toasts behave (docs/business-rules.md#interface): each stays 4000 ms, at most 3 are shown (the newest), a swipe of
 * 45 px or a flick faster than 0.11 px/ms dismisses one, and leaving takes 200 ms. Width (356 px) and
 * gap (14 px) are layout: see `.toaster` in islands.css.
 */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;
export const SWIPE_THRESHOLD_PX = 45;
export const SWIPE_VELOCITY_PX_PER_MS = 0.11;
export const TOAST_REMOVE_MS = 200;
/** A flick must travel a little: a finger's jitter on a tap is fast but is not a swipe. */
const FLICK_MIN_PX = 8;

/** Whether a swipe of `distancePx` (any direction) over `elapsedMs` dismisses the toast. */
export function dismissesToast(distancePx: number, elapsedMs: number): boolean {
  const distance = Math.abs(distancePx);
  if (distance >= SWIPE_THRESHOLD_PX) return true;
  return distance >= FLICK_MIN_PX && distance / Math.max(elapsedMs, 1) > SWIPE_VELOCITY_PX_PER_MS;
}

/** The toasts to show: the newest `VISIBLE_TOASTS`, newest first. */
export function visibleToasts<T>(toasts: readonly T[]): T[] {
  return toasts.slice(-VISIBLE_TOASTS).reverse();
}

/** Whether alt+T (the toasts' hotkey) was pressed: the toasts take the focus. */
export function isToasterHotkey(event: Pick<KeyboardEvent, 'altKey' | 'code'>): boolean {
  return event.altKey && event.code === 'KeyT';
}
