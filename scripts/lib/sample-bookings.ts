/**
 * A few paid sample bookings for `npm start` on an empty embedded database, so one sample departure
 * reads nearly full ("only 1 seat left") from the first visit (docs/studio.md#departures). Never
 * on a database given by DATABASE_URL, and never on one that holds a booking already.
 */
import { randomBytes } from 'node:crypto';
import type { CatalogueSnapshot } from '../../src/content/types.ts';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { generateBookingCode } from '../../src/domain/booking-code.ts';
import { type Departure, departurePricePerPerson, upcomingDepartures } from '../../src/domain/departure.ts';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_FEE_PERCENT, priceBooking } from '../../src/domain/pricing.ts';
import type { Db } from '../../src/server/db/pool.ts';
import { insertBooking } from '../../src/server/repositories/bookings.ts';
import { markSeatsSettled } from '../../src/server/repositories/departures.ts';

/** The trip the departure journeys book; its smallest open departure is the one filled. */
export const SAMPLE_DEPARTURES_PACKAGE = 'mount-cameroon-and-limbe';

/** Groups of 3 or more that leave one seat of `seats` free. */
export function sampleGroups(seats: number): number[] {
  let left = seats - 1;
  const groups: number[] = [];
  while (left >= 6) {
    groups.push(3);
    left -= 3;
  }
  if (left >= 3) groups.push(left);
  return groups;
}

/** Seeds the bookings and returns what it did, one line (null: nothing to do). */
export async function seedSampleBookings(
  db: Db,
  catalogue: CatalogueSnapshot,
  now = new Date(),
): Promise<string | null> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
  if ((rows[0]?.n ?? 0) > 0) return null;
  const pkg = catalogue.packages.find((p) => p.slug === SAMPLE_DEPARTURES_PACKAGE);
  const open = upcomingDepartures(pkg?.departures ?? [], agencyToday(now)).filter(
    (d) => d.status !== 'closed',
  );
  const departure = open.reduce<Departure | null>(
    (small, d) => (small && small.seats <= d.seats ? small : d),
    null,
  );
  if (!pkg || !departure) return null;
  const groups = sampleGroups(departure.seats);
  for (const [i, spots] of groups.entries()) {
    const price = priceBooking({
      pricePerPerson: departurePricePerPerson(pkg.pricePerPerson, departure),
      spots,
      minPeople: pkg.minPeople ?? 3,
      paymentType: 'single',
      downPaymentPercent: catalogue.settings.downPaymentPercent || DEFAULT_DOWN_PAYMENT_PERCENT,
      feePercent: catalogue.settings.feePercent ?? DEFAULT_FEE_PERCENT,
    });
    const booking = await insertBooking(db, {
      code: generateBookingCode((size) => randomBytes(size)),
      packageSlug: pkg.slug,
      packageTitleEn: pkg.title.en,
      packageTitleFr: pkg.title.fr,
      durationDays: pkg.durationDays,
      destination: pkg.destination,
      catalogueBuiltAt: catalogue.builtAt,
      pricePerPerson: price.pricePerPerson,
      spots,
      tripType: 'group',
      preferredDate: departure.date,
      fullName: ['Ngono Marie', 'Paul Biya Essomba'][i % 2] ?? 'Ngono Marie',
      email: `sample${i + 1}@example.cm`,
      whatsapp: '+237699123456',
      paymentMethod: 'mtn',
      paymentNumber: '670000000',
      paymentEmail: null,
      paymentType: price.paymentType,
      total: price.total,
      downPayment: price.downPayment,
      downPaymentPercent: price.downPaymentPercent,
      feePercent: price.feePercent,
      locale: i % 2 === 0 ? 'en' : 'fr',
      departureId: departure.id,
      seatHoldMs: 0,
    });
    // Paid in full (the amount paid follows from this attempt, migration 013), already mailed.
    await db.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status,
         provider_status, confirmed_at, receipt_claimed_at, receipt_sent_at)
       VALUES ($1, $2, 'full', $3, $4, 'mtn', '670000000', 'fapshi', 'successful', 'SUCCESSFUL', now(), now(), now())`,
      [booking.id, `sample_${randomBytes(9).toString('base64url')}`, price.total, price.fee],
    );
    await db.query(
      'UPDATE bookings SET confirmation_claimed_at = now(), confirmation_sent_at = now() WHERE id = $1',
      [booking.id],
    );
    await markSeatsSettled(db, booking.id, true);
  }
  return `sample bookings: ${groups.length} paid on ${pkg.slug} ${departure.date} (${groups.reduce((a, b) => a + b, 0)} of ${departure.seats} seats)`;
}
