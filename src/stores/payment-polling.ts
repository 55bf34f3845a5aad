/**
 * When the payment page asks again: polling backs off from 1.5 s to 8 s, says it is still waiting after
 * 45 s and gives up after 15 min (the customer can check again). Timers are injected for tests.
 */
export const FIRST_POLL_DELAY_MS = 1_500;
export const MAX_POLL_DELAY_MS = 8_000;
export const POLL_GROWTH = 1.5;
/** After this long without a final answer, tell the customer we are still waiting. */
export const STILL_WAITING_AFTER_MS = 45_000;
/** Polling gives up after this long (the customer can check again). */
export const POLL_GIVE_UP_AFTER_MS = 15 * 60_000;

/** The delay before poll number `attempt` (0-based). */
export function pollDelay(attempt: number): number {
  return Math.min(MAX_POLL_DELAY_MS, Math.round(FIRST_POLL_DELAY_MS * POLL_GROWTH ** attempt));
}

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
