/**
 * What every back-office view reads: the translator, money and dates, the API, the session and the
 * views' data stores.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { AGENCY_TIME_ZONE } from '../../domain/agency-calendar.ts';
import { formatDate, formatXaf, pluralCategory } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { AdminSession } from '../../stores/admin/admin.ts';
import type { AdminApi } from '../../stores/admin/admin-api.ts';
import { type AdminViews, createAdminViews } from '../../stores/admin/admin-views.ts';
import { type Messages, translatorOf } from '../text.ts';

export interface AdminEnv {
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
  /** `t` for a counted text: its singular sibling (`<key>One`) where the language says one. */
  tn: (key: CountedKey, count: number, params?: Record<string, string | number>) => string;
  api: AdminApi;
  session: AdminSession;
  views: AdminViews;
  xaf: (amount: number) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
}

/** A key with a singular sibling (`<key>One`), for `tn`. */
type CountedKey = { [K in MessageKey]: `${K}One` extends MessageKey ? K : never }[MessageKey];

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
    views: createAdminViews(api, session, t('admin.ui.networkError')),
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
