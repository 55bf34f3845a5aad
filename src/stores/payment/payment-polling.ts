/**
 * When the payment page asks again: polling backs off from 1.5 s to 8 s, says it is still waiting after
 * 45 s and gives up after 15 min (the customer can check again). Timers are injected for tests.
 */
const FIRST_POLL_DELAY_MS = 1_500;
export const MAX_POLL_DELAY_MS = 8_000;
const POLL_GROWTH = 1.5;
/** After this long without a final answer, tell the customer we are still waiting. */
export const STILL_WAITING_AFTER_MS = 45_000;
/** Polling gives up after this long (the customer can check again). */
const POLL_GIVE_UP_AFTER_MS = 15 * 60_000;

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

/**
 * Follows one attempt at a time: `follow` restarts the back-off and the clock, `schedule` asks again
 * after the next delay (or gives up after POLL_GIVE_UP_AFTER_MS), `stop` ends it for good.
 */
export function createPoller(timers: Timers, poll: (reference: string) => void, onGiveUp: () => void) {
  let reference: string | null = null;
  let timer: unknown = null;
  let count = 0;
  let startedAt = 0;
  let stopped = false;

  function cancel() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    cancel();
    const ref = reference;
    if (stopped || !ref) return;
    if (timers.now() - startedAt > POLL_GIVE_UP_AFTER_MS) {
      onGiveUp();
      return;
    }
    timer = timers.setTimeout(() => {
      timer = null;
      poll(ref);
    }, pollDelay(count));
    count += 1;
  }

  /** Makes `ref` the attempt in hand and restarts the clock, without asking yet. */
  function track(ref: string) {
    reference = ref;
    count = 0;
    startedAt = timers.now();
  }

  return {
    track,
    follow(ref: string) {
      track(ref);
      schedule();
    },
    schedule,
    /** The attempt reached a final status. */
    forget() {
      reference = null;
    },
    reference: () => reference,
    elapsed: () => timers.now() - startedAt,
    stopped: () => stopped,
    stop() {
      stopped = true;
      cancel();
    },
  };
}
