import { useEffect, useState } from 'react';

/**
 * Runs an island's start action once after hydration. A failure is re-thrown during render so the
 * shell's error boundary shows the full-screen error state instead of a half-started island.
 */
export function useStart(start: () => unknown): void {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // `start` belongs to a store made once per island, so this runs once.
  useEffect(() => {
    try {
      Promise.resolve(start()).catch((error: unknown) => setFailure({ error }));
    } catch (error) {
      setFailure({ error });
    }
  }, [start]);
  if (failure) throw failure.error;
}

/** Moves focus to the element with this id on the next frame (after React has rendered it). */
export function focusById(id: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  });
}
