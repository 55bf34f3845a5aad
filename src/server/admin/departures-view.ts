/**
 * What staff see of departures: the upcoming ones with their seats and money (the Departures
 * screen), one departure's manifest, and the departures a booking may move to. What a departure is
 * (date, capacity, the editors' status) comes from the catalogue; what changed since the build
 * (seats taken, a stop of sales) from the database.
 */
import type { DepartureSummary, DeparturesView, ManifestView, MoveTarget } from '../../api/admin-contract.ts';
import type { CatalogueSnapshot } from '../../content/types.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import { type Departure, departureAvailability } from '../../domain/departure.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  type DepartureFigures,
  departureFigures,
  manifestBookings,
  noFigures,
} from '../repositories/departure-figures.ts';
import { departureLiveStates } from '../repositories/departures.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';

type Package = CatalogueSnapshot['packages'][number];

/** The screen shows this many departures at most, soonest first; a filter reaches the others. */
export const DEPARTURES_SHOWN = 50;

export interface DepartureFilter {
  /** A package's slug; absent: every trip. */
  packageSlug?: string;
  /** `YYYY-MM`; absent: every month. */
  month?: string;
}

/** The filter of an address's query; a malformed value is left out, as if not given. */
export function departureFilterFrom(params: URLSearchParams): DepartureFilter {
  const slug = params.get('package') ?? '';
  const month = params.get('month') ?? '';
  return {
    ...(/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120 ? { packageSlug: slug } : {}),
    ...(/^\d{4}-(?:0[1-9]|1[0-2])$/.test(month) ? { month } : {}),
  };
}

function summary(
  pkg: Package,
  departure: Departure,
  figures: DepartureFigures,
  locale: Locale,
): DepartureSummary {
  const { stopped, ...money } = figures;
  return {
    id: departure.id,
    packageSlug: pkg.slug,
    packageTitle: pkg.title[locale],
    date: departure.date,
    seats: departure.seats,
    ...money,
    seatsFree: Math.max(0, departure.seats - figures.seatsPaid - figures.seatsHeld),
    status: departure.status,
    stopped,
  };
}

/**
 * The departures from today on (one leaving today still needs its manifest), soonest first, the
 * first `DEPARTURES_SHOWN` of them (`more` when there are others).
 */
export async function listDepartures(
  deps: ServiceDeps,
  filter: DepartureFilter,
  locale: Locale,
): Promise<DeparturesView> {
  const catalogue = await deps.catalogue();
  const today = agencyToday(deps.clock());
  const scheduled = catalogue.packages.filter((p) => (p.departures ?? []).length > 0);
  const chosen = scheduled
    .filter((p) => filter.packageSlug === undefined || p.slug === filter.packageSlug)
    .flatMap((pkg) => (pkg.departures ?? []).map((departure) => ({ pkg, departure })))
    .filter(({ departure }) => departure.date >= today)
    .filter(({ departure }) => filter.month === undefined || departure.date.startsWith(filter.month))
    .sort((a, b) => a.departure.date.localeCompare(b.departure.date) || a.pkg.slug.localeCompare(b.pkg.slug));
  const shown = chosen.slice(0, DEPARTURES_SHOWN);
  const figures = await departureFigures(
    deps.db,
    shown.map(({ departure }) => departure.id),
  );
  return {
    packages: scheduled
      .map((p) => ({ slug: p.slug, title: p.title[locale] }))
      .sort((a, b) => a.title.localeCompare(b.title, locale)),
    items: shown.map(({ pkg, departure }) =>
      summary(pkg, departure, figures.get(departure.id) ?? noFigures(), locale),
    ),
    more: chosen.length > shown.length,
  };
}

/** A departure of the catalogue by its id, with its trip; null when no trip has it. */
export function findDeparture(
  catalogue: CatalogueSnapshot,
  departureId: string,
): { pkg: Package; departure: Departure } | null {
  for (const pkg of catalogue.packages) {
    const departure = pkg.departures?.find((d) => d.id === departureId);
    if (departure) return { pkg, departure };
  }
  return null;
}

/** One departure's manifest: its figures and every booking travelling on it. */
export async function departureManifest(
  deps: ServiceDeps,
  departureId: string,
  locale: Locale,
): Promise<ManifestView> {
  const found = findDeparture(await deps.catalogue(), departureId);
  if (!found) throw new ServiceError(404, 'admin.error.departureNotFound');
  const figures = await departureFigures(deps.db, [departureId]);
  return {
    departure: summary(found.pkg, found.departure, figures.get(departureId) ?? noFigures(), locale),
    bookings: await manifestBookings(deps.db, departureId, found.pkg.slug),
  };
}

/**
 * The departures to come of a booking's trip other than its own, with their seats left for this
 * booking (its own seats do not count against a departure it is not on).
 */
export async function moveTargets(
  deps: ServiceDeps,
  booking: { packageSlug: string; departureId: string | null },
): Promise<MoveTarget[]> {
  const pkg = (await deps.catalogue()).packages.find((p) => p.slug === booking.packageSlug);
  const today = agencyToday(deps.clock());
  const others = (pkg?.departures ?? [])
    .filter((d) => d.id !== booking.departureId && d.date > today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const live = await departureLiveStates(
    deps.db,
    others.map((d) => d.id),
  );
  return others.map((d) => {
    const availability = departureAvailability(d, {
      ...(live.get(d.id) ?? { taken: 0, stopped: false }),
      today,
    });
    return {
      id: d.id,
      date: d.date,
      seatsLeft: availability.kind === 'open' ? availability.seatsLeft : 0,
      availability: availability.kind === 'open' ? 'open' : availability.kind === 'full' ? 'full' : 'closed',
    };
  });
}
