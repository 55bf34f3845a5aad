/**
 * The back office (one island): sign-in, then Today, Bookings, a booking, Departures and a manifest,
 * Needs attention and Reviews,
 * chosen by the address's fragment. Everything it shows comes from /api/admin/... with the session
 * cookie; nothing of it is in the page itself.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_FEE_PERCENT } from '../../domain/pricing.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type AdminRoute, createAdminSession, hashOf, routeOf } from '../../stores/admin/admin.ts';
import { type AdminApi, httpAdminApi } from '../../stores/admin/admin-api.ts';
import { IslandShell } from '../shell/IslandShell.tsx';
import type { Messages } from '../text.ts';
import { AdminAttention } from './AdminAttention.tsx';
import { AdminBooking } from './AdminBooking.tsx';
import { AdminBookings } from './AdminBookings.tsx';
import { AdminDepartures } from './AdminDepartures.tsx';
import { AdminManifest } from './AdminManifest.tsx';
import { AdminNewBooking, type StaffPackage, type StaffPricing } from './AdminNewBooking.tsx';
import { AdminReviews } from './AdminReviews.tsx';
import { AdminSessions } from './AdminSessions.tsx';
import { AdminSignIn } from './AdminSignIn.tsx';
import { AdminToday } from './AdminToday.tsx';
import { AdminEnvProvider, useAdmin } from './admin-env.tsx';
import './admin.css';

export interface AdminAppProps {
  locale: Locale;
  messages: Messages;
  /** For tests: another API than HTTP. */
  api?: AdminApi;
  /** The packages a booking taken for a customer may be for (New booking). */
  packages?: readonly StaffPackage[];
  /** The catalogue's down payment and fee, to show the price New booking will charge. */
  pricing?: StaffPricing;
}

/** What the page gives New booking to price with. */
interface Catalogue {
  packages: readonly StaffPackage[];
  pricing: StaffPricing;
}

const NO_PACKAGES: readonly StaffPackage[] = [];
const DEFAULT_PRICING: StaffPricing = {
  downPaymentPercent: DEFAULT_DOWN_PAYMENT_PERCENT,
  feePercent: DEFAULT_FEE_PERCENT,
};

const NAV = [
  ['today', 'admin.ui.nav.today'],
  ['bookings', 'admin.ui.nav.bookings'],
  ['new', 'admin.ui.nav.newBooking'],
  ['departures', 'admin.ui.nav.departures'],
  ['attention', 'admin.ui.nav.attention'],
  ['reviews', 'admin.ui.nav.reviews'],
] as const;
/** Sections only owners are offered (the functions refuse agents too). */
const OWNER_NAV = [['sessions', 'admin.ui.nav.sessions']] as const;

function View({ route, catalogue }: { route: AdminRoute; catalogue: Catalogue }) {
  switch (route.view) {
    case 'new':
      return <AdminNewBooking packages={catalogue.packages} pricing={catalogue.pricing} />;
    case 'bookings':
      // Keyed by its query: the form and its folded filters start again from each address.
      return <AdminBookings key={route.query} query={route.query} packages={catalogue.packages} />;
    case 'booking':
      return <AdminBooking code={route.code} />;
    case 'departures':
      return <AdminDepartures query={route.query} />;
    case 'departure':
      return <AdminManifest id={route.id} />;
    case 'attention':
      return <AdminAttention />;
    case 'reviews':
      return <AdminReviews />;
    case 'sessions':
      return <AdminSessions />;
    default:
      return <AdminToday />;
  }
}

function SignedIn({ route, catalogue }: { route: AdminRoute; catalogue: Catalogue }) {
  const { t, session } = useAdmin();
  const staff = useStore(session.$staff);
  const current =
    route.view === 'booking' ? 'bookings' : route.view === 'departure' ? 'departures' : route.view;
  return (
    <>
      <div className="admin-bar">
        <p>
          {staff
            ? t('admin.ui.signedInAs', { name: staff.name, role: t(`admin.ui.role.${staff.role}`) })
            : null}
        </p>
        <button type="button" className="link-button" onClick={() => void session.signOut()}>
          {t('admin.ui.signOut')}
        </button>
      </div>
      <nav aria-label={t('admin.ui.nav.label')} className="admin-nav">
        <ul>
          {[...NAV, ...(staff?.role === 'owner' ? OWNER_NAV : [])].map(([view, label]) => (
            <li key={view}>
              <a href={`#${view}`} aria-current={current === view ? 'page' : undefined}>
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <View route={route} catalogue={catalogue} />
    </>
  );
}

export default function AdminApp(props: AdminAppProps) {
  const { locale, messages, api: givenApi, packages = NO_PACKAGES, pricing = DEFAULT_PRICING } = props;
  const catalogue = useMemo(() => ({ packages, pricing }), [packages, pricing]);
  const api = useMemo(() => givenApi ?? httpAdminApi(locale), [givenApi, locale]);
  const session = useMemo(() => createAdminSession(api), [api]);
  const phase = useStore(session.$phase);
  const notice = useStore(session.$notice);
  // Server rendering knows no address: it shows the 'checking' state, which needs no route.
  const [route, setRoute] = useState<AdminRoute>({ view: 'today' });

  useEffect(() => {
    // A sign-in link opens the session; its token is used once and leaves the address (and the
    // history) at once. It may arrive on load or while the page is open.
    const follow = () => {
      const next = routeOf(window.location.hash);
      if (next.view === 'signInLink') {
        window.history.replaceState(null, '', `${window.location.pathname}${hashOf(next)}`);
        void session.start(next);
      }
      setRoute(routeOf(window.location.hash));
      return next;
    };
    if (follow().view !== 'signInLink') void session.start({ view: 'today' });
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [session]);

  return (
    <IslandShell messages={messages}>
      <AdminEnvProvider locale={locale} messages={messages} api={api} session={session}>
        <div className="admin">
          {phase === 'checking' ? (
            <p role="status">{messages['admin.ui.signIn.checking']}</p>
          ) : phase === 'signedOut' ? (
            <AdminSignIn notice={notice} />
          ) : (
            <SignedIn route={route} catalogue={catalogue} />
          )}
        </div>
      </AdminEnvProvider>
    </IslandShell>
  );
}
