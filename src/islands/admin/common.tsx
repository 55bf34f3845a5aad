/** What the back office's views share: the translator, money and dates, loading a view's data. */
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AGENCY_TIME_ZONE } from '../../domain/agency-calendar.ts';
import { formatDate, formatXaf, pluralCategory } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { AdminSession } from '../../stores/admin.ts';
import type { AdminApi, AdminOutcome } from '../../stores/admin-api.ts';
import { type Messages, translatorOf } from '../text.ts';

export interface AdminEnv {
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
  /** `t` for a counted text: its singular sibling (`<key>One`) where the language says one. */
  tn: (key: string, count: number, params?: Record<string, string | number>) => string;
  api: AdminApi;
  session: AdminSession;
  xaf: (amount: number) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
}

const Env = createContext<AdminEnv | null>(null);

export function AdminEnvProvider(props: {
  locale: Locale;
  messages: Messages;
  api: AdminApi;
  session: AdminSession;
  children: ReactNode;
}) {
  const { locale, messages, api, session } = props;
  const env = useMemo(() => adminEnv(locale, messages, api, session), [locale, messages, api, session]);
  return <Env.Provider value={env}>{props.children}</Env.Provider>;
}

function adminEnv(locale: Locale, messages: Messages, api: AdminApi, session: AdminSession): AdminEnv {
  const timeFormat = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: AGENCY_TIME_ZONE,
  });
  const t = translatorOf(messages);
  return {
    locale,
    t,
    tn: (key, count, params) =>
      t(pluralCategory(count, locale) === 'one' ? `${key}One` : key, { count, ...params }),
    api,
    session,
    xaf: (amount) => formatXaf(amount, locale),
    date: (iso) => formatDate(iso, locale),
    dateTime: (iso) => timeFormat.format(new Date(iso)),
  };
}

export function useAdmin(): AdminEnv {
  const env = useContext(Env);
  if (!env) throw new Error('useAdmin outside AdminEnvProvider');
  return env;
}

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

export function StatusBadge({ status }: { status: string }) {
  const { t } = useAdmin();
  return <span className={`admin-badge admin-badge--${status}`}>{t(`admin.status.${status}`)}</span>;
}

/** A wide table's box: it scrolls sideways on a phone, so keyboard users can focus and scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="admin-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/**
 * A staff action's call: busy while it runs, then `onOk` with the server's message, the sign-in
 * screen when the session is gone, or the error to show.
 */
export function useAdminCall() {
  const { t, session } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T,>(call: () => Promise<AdminOutcome<T>>, onOk: (message: string) => void) => {
    setBusy(true);
    setError(null);
    const outcome = await call();
    setBusy(false);
    if (outcome.kind === 'ok') onOk(outcome.message);
    else if (outcome.kind === 'refused' && outcome.status === 'signedOut') session.signedOut(outcome.message);
    else setError(outcome.kind === 'refused' ? outcome.message : t('admin.ui.networkError'));
  };
  return { busy, error, run };
}

/** A required reason and the button that sends it (rejecting a review, ending a session). */
export function ReasonForm(props: {
  id: string;
  label: string;
  submit: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(reason);
  };
  return (
    <form onSubmit={submit} className="admin-action-form">
      <div className="field">
        <label htmlFor={props.id}>{props.label}</label>
        <input
          id={props.id}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={props.busy}>
        {props.submit}
      </button>
    </form>
  );
}

/** The error of a staff action, if any. */
export function CallError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="input-error">
      {error}
    </p>
  ) : null;
}

/**
 * A filter's list of trips (the catalogue's, in the staff's language) with "any trip" first. A trip
 * no longer in the catalogue stays choosable when the address names it (`keep`).
 */
export function TripSelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  packages: readonly { slug: string; title: string }[];
  value: string;
  onValue: (slug: string) => void;
  keep?: string | null;
}) {
  const { keep, packages } = props;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onValue(e.target.value)}>
        <option value="">{props.anyLabel}</option>
        {packages.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.title}
          </option>
        ))}
        {keep && !packages.some((p) => p.slug === keep) ? <option value={keep}>{keep}</option> : null}
      </select>
    </div>
  );
}
