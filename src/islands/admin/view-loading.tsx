/** Loading a back-office view's data, and the loading and error states around its content. */
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import type { Loaded, ViewLoader } from '../../stores/admin/view-loader.ts';
import { useAdmin } from './admin-env.tsx';

/** A view's data for `key` from its store, opened while the view shows (again when `key` changes). */
export function useView<T>(loader: ViewLoader<T>, key: string) {
  const view = useStore(loader.$view);
  useEffect(() => {
    void loader.open(key);
    return () => loader.close();
  }, [loader, key]);
  const loaded: Loaded<T> = view.key === key ? view.loaded : { state: 'loading' };
  return { loaded, reload: () => void loader.refresh() };
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
