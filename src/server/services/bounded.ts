/** Runs `work` over `items`, `concurrency` at a time, starting none once `goOn()` says stop. */
export async function forEachBounded<T>(
  items: readonly T[],
  concurrency: number,
  goOn: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<boolean> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && goOn()) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return next >= items.length;
}
