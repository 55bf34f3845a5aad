import { atom } from 'nanostores';

/**
 * Toasts requested by stores. Stores stay free of React and of the toast library: they push a
 * notice here, and the island shell hands each one to the toaster once.
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

export const $notices = atom<readonly Notice[]>([]);
let nextId = 1;

export function notify(kind: NoticeKind, text: string): void {
  $notices.set([...$notices.get(), { id: nextId++, kind, text }]);
}

/** Takes the pending notices, leaving the queue empty. */
export function drainNotices(): readonly Notice[] {
  const pending = $notices.get();
  if (pending.length > 0) $notices.set([]);
  return pending;
}
