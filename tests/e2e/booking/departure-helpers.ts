/**
 * Set-up for the departure journeys over HTTP, as the checkout's last step books: the seats a
 * departure of the sample trip has left, a booking on one, and a departure brought down to a few
 * seats (or none) before the page under test is opened.
 */
import type { APIRequestContext } from '@playwright/test';
import type { CreatedBooking, PackageDepartures } from '../../../src/api/contract.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { expect } from '../fixtures/test.ts';
import { DEPARTURES_PACKAGE } from './booking-helpers.ts';

/** The smallest group the sample trip takes. */
const MIN_PEOPLE = 3;

export async function seatsLeftOverHttp(request: APIRequestContext, departureId: string): Promise<number> {
  const response = await request.get(`/api/packages/${DEPARTURES_PACKAGE}/departures`);
  const { data } = (await response.json()) as { data: PackageDepartures };
  return data.departures.find((d) => d.id === departureId)?.seatsLeft ?? 0;
}

/** Books `spots` seats of a departure, unpaid (held); the answer's status and, if made, its code. */
export async function bookDepartureOverHttp(
  request: APIRequestContext,
  locale: Locale,
  departureId: string,
  spots: number,
  email = 'paul@example.cm',
): Promise<{ status: number; code: string | null }> {
  const response = await request.post('/api/bookings', {
    data: {
      packageSlug: DEPARTURES_PACKAGE,
      departureId,
      spots,
      tripType: 'group',
      contact: { fullName: 'Paul Mbida', email, whatsapp: '677123456' },
      payment: { method: 'mtn', number: '670000000' },
      paymentType: 'multiple',
      termsAccepted: true,
      locale,
    },
  });
  const body = (await response.json()) as { data?: Partial<CreatedBooking> };
  return { status: response.status(), code: body.data?.code ?? null };
}

/**
 * Books a departure down to at most `left` seats (0: full). Tests in parallel may do the same: a
 * refusal because another took the seats first is fine, the poll checks the end.
 */
export async function leaveSeats(
  request: APIRequestContext,
  locale: Locale,
  departureId: string,
  left: number,
): Promise<void> {
  const now = await seatsLeftOverHttp(request, departureId);
  const spots = now - left;
  if (spots >= MIN_PEOPLE) {
    const { status } = await bookDepartureOverHttp(request, locale, departureId, spots);
    expect([201, 409]).toContain(status);
  }
  await expect.poll(() => seatsLeftOverHttp(request, departureId)).toBeLessThanOrEqual(Math.max(left, 0));
}
