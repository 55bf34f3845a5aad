/**
 * The data of one back-office view, loaded for a key (a booking's code, a list's query): loading,
 * the data, or the error to show. Opening a view starts from "loading"; refreshing it (after an
 * action, or "Try again") keeps the data on screen until the new answer comes.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AdminOutcome } from './admin-api.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ok'; data: T }
  | { state: 'error'; message: string; retry: boolean };

/** The key a view is open for (null: closed) and what it shows. */
export interface ViewLoad<T> {
  key: string | null;
  loaded: Loaded<T>;
}

/** Where a loader reports a lost session, and the words for a server out of reach. */
export interface LoaderSettings {
  signedOut(message: string): void;
  networkError: string;
}

export interface ViewLoader<T> {
  readonly $view: ReadableAtom<ViewLoad<T>>;
  /** Shows `key`'s data, loaded afresh. */
  open(key: string): Promise<void>;
  /** Loads the open key again, keeping its data on screen meanwhile; nothing when closed. */
  refresh(): Promise<void>;
  /** Forgets the view: an answer still on its way is dropped. */
  close(): void;
}

type NotOk = Exclude<AdminOutcome<unknown>, { kind: 'ok' }>;

/** A refusal or a failure as the error a person reads (the server's words, in their language). */
export function errorOf(outcome: NotOk, networkError: string): { message: string; retry: boolean } {
  return {
    message: outcome.kind === 'refused' ? outcome.message : networkError,
    // Refused for this person's role: trying again would be refused again.
    retry: !(outcome.kind === 'refused' && outcome.status === 'forbidden'),
  };
}

export function isSignedOut(outcome: AdminOutcome<unknown>): outcome is NotOk & { kind: 'refused' } {
  return outcome.kind === 'refused' && outcome.status === 'signedOut';
}

export function createViewLoader<T>(
  load: (key: string) => Promise<AdminOutcome<T>>,
  settings: LoaderSettings,
): ViewLoader<T> {
  const $view = atom<ViewLoad<T>>({ key: null, loaded: { state: 'loading' } });
  // Each load's number: only the latest one's answer is shown, so a slower, older answer (another
  // key's, or the same key's from before an action) never replaces a newer one.
  let latest = 0;

  async function run(key: string, keepData: boolean): Promise<void> {
    const mine = ++latest;
    const shown = $view.get();
    if (!(keepData && shown.key === key && shown.loaded.state === 'ok')) {
      $view.set({ key, loaded: { state: 'loading' } });
    }
    const outcome = await load(key);
    if (mine !== latest) return;
    if (outcome.kind === 'ok') $view.set({ key, loaded: { state: 'ok', data: outcome.data } });
    else if (isSignedOut(outcome)) settings.signedOut(outcome.message);
    else $view.set({ key, loaded: { state: 'error', ...errorOf(outcome, settings.networkError) } });
  }

  return {
    $view,
    open: (key) => run(key, false),
    async refresh() {
      const { key } = $view.get();
      if (key !== null) await run(key, true);
    },
    close() {
      latest += 1;
      $view.set({ key: null, loaded: { state: 'loading' } });
    },
  };
}
