import { atom, computed } from 'nanostores';

/**
 * Calls in flight across all islands of the page; the top loading bar shows while it is above zero.
 * A counter rather than a flag so overlapping calls do not hide the bar early.
 */
export const $callsInFlight = atom(0);
export const $loading = computed($callsInFlight, (count) => count > 0);

/** Runs `work` with the loading bar shown until it settles. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  $callsInFlight.set($callsInFlight.get() + 1);
  try {
    return await work();
  } finally {
    $callsInFlight.set(Math.max(0, $callsInFlight.get() - 1));
  }
}
