import type { Timers } from '../../../../src/stores/payment/payment-polling.ts';

/** Manual clock: `advance` runs due timers in order, awaiting what they start. */
export function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => {
      pending.delete(id as number);
    },
    now: () => now,
  };
  return {
    timers,
    delays: [] as number[],
    pendingCount: () => pending.size,
    /** The delay until the next timer, or null. */
    nextDelay(): number | null {
      const next = [...pending.values()].sort((a, b) => a.at - b.at)[0];
      return next ? next.at - now : null;
    },
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const entry = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!entry || entry[1].at > until) break;
        pending.delete(entry[0]);
        now = entry[1].at;
        entry[1].run();
        for (let i = 0; i < 20; i += 1) await Promise.resolve();
      }
      now = until;
    },
  };
}
