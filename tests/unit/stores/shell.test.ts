import { describe, expect, it } from 'vitest';
import { $callsInFlight, $loading, withLoading } from '../../../src/stores/loading.ts';
import { $notices, drainNotices, notify } from '../../../src/stores/notices.ts';
import { memoryStorage, storedValue } from '../../../src/stores/session-storage.ts';

describe('loading bar store', () => {
  it('shows while any call is in flight and hides when all settled, failures included', async () => {
    let finishFirst: () => void = () => {};
    const first = withLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withLoading(() => Promise.reject(new Error('boom')));
    expect($loading.get()).toBe(true);
    await expect(second).rejects.toThrow('boom');
    expect($loading.get()).toBe(true);
    finishFirst();
    await first;
    expect($loading.get()).toBe(false);
    expect($callsInFlight.get()).toBe(0);
  });
});

describe('notices', () => {
  it('queues notices until the toaster takes them, once', () => {
    drainNotices();
    notify('error', 'A');
    notify('success', 'B');
    expect(drainNotices().map((notice) => [notice.kind, notice.text])).toEqual([
      ['error', 'A'],
      ['success', 'B'],
    ]);
    expect(drainNotices()).toEqual([]);
    expect($notices.get()).toEqual([]);
  });
});

describe('storedValue', () => {
  const isNumberList = (raw: unknown): raw is number[] =>
    Array.isArray(raw) && raw.every((n) => typeof n === 'number');

  it('round-trips, refuses foreign shapes and clears', () => {
    const storage = memoryStorage();
    const value = storedValue(storage, 'k', isNumberList);
    expect(value.read()).toBeNull();
    value.write([1, 2]);
    expect(value.read()).toEqual([1, 2]);
    storage.setItem('k', '{"not":"a list"}');
    expect(value.read()).toBeNull();
    storage.setItem('k', '{broken');
    expect(value.read()).toBeNull();
    value.clear();
    expect(storage.getItem('k')).toBeNull();
  });

  it('degrades to nothing stored when storage throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const storage of [throwing, null]) {
      const value = storedValue(storage, 'k', isNumberList);
      expect(() => value.write([1])).not.toThrow();
      expect(value.read()).toBeNull();
      expect(() => value.clear()).not.toThrow();
    }
  });
});
