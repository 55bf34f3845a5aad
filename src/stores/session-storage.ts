/**
 * Small JSON values in sessionStorage (one tab, survives a reload). Storage can be missing or
 * refuse writes (private mode, quota): every access degrades to "nothing stored" instead of failing.
 */

/** The part of the Web Storage API used here, so tests can pass a plain in-memory fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

export interface StoredValue<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

/** `accept` checks what was read back, since another version of the site may have written it. */
export function storedValue<T>(
  storage: KeyValueStorage | null,
  key: string,
  accept: (raw: unknown) => raw is T,
): StoredValue<T> {
  return {
    read() {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        return accept(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or refused: progress is simply not remembered.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}
