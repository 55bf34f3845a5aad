/** Loading a back-office view's data, and the loading and error states around its content. */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { AdminOutcome } from '../../stores/admin-api.ts';
import { useAdmin } from './admin-env.tsx';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ok'; data: T }
  | { state: 'error'; message: string; retry: boolean };

/** Loads a view's data for `key` (again when it changes); a 401 signs the user out. */
export function useLoad<T>(key: string, load: (key: string) => Promise<AdminOutcome<T>>) {
  const { session, t } = useAdmin();
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { state: 'loading' },
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  // Only the answer for the current key counts: an older, slower answer never replaces it.
  const latest = useRef(key);
  latest.current = key;
  const run = useCallback(
    async (current: string) => {
      // A reload of the same key keeps showing the data it replaces.
      setState((previous) =>
        previous.key === current && previous.loaded.state === 'ok'
          ? previous
          : { key: current, loaded: { state: 'loading' } },
      );
      const outcome = await loadRef.current(current);
      if (current !== latest.current) return;
      if (outcome.kind === 'ok') setState({ key: current, loaded: { state: 'ok', data: outcome.data } });
      else if (outcome.kind === 'refused' && outcome.status === 'signedOut')
        session.signedOut(outcome.message);
      else
        setState({
          key: current,
          loaded: {
            state: 'error',
            message: outcome.kind === 'refused' ? outcome.message : t('admin.ui.networkError'),
            // Refused for this person's role: trying again would be refused again.
            retry: !(outcome.kind === 'refused' && outcome.status === 'forbidden'),
          },
        });
    },
    [session, t],
  );
  useEffect(() => {
    void run(key);
  }, [run, key]);
  const loaded: Loaded<T> = state.key === key ? state.loaded : { state: 'loading' };
  return { loaded, reload: () => void run(key) };
}

/** The loading and error states around a view's content. */
export function LoadedView<T>(props: {
  loaded: Loaded<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useAdmin();
  if (props.loaded.state === 'loading') return <p role="status">{t('admin.ui.loading')}</p>;
  if (props.loaded.state === 'error') {
    return (
      <div role="alert" className="form-banner">
        <p>{props.loaded.message}</p>
        {props.loaded.retry ? (
          <button type="button" className="button button--secondary" onClick={props.reload}>
            {t('admin.ui.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return <>{props.children(props.loaded.data)}</>;
}
