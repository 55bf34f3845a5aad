/**
 * POST /api/admin/staff-bookings (header Idempotency-Key): staff take a booking for a customer on
 * the phone or at the agency, priced and confirmed exactly as the checkout's (201). Owners and agents:
 * the price comes from the catalogue, never from the form.
 */
import type { Config, Context } from '@netlify/functions';
import { agencyToday } from '../src/domain/agency-calendar.ts';
import { staffBookingSchema } from '../src/domain/staff-booking-schema.ts';
import { createStaffBooking } from '../src/server/admin/staff-booking.ts';
import { staffBody, staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { loadPhoneNumbersFor, validInternationalNumber } from '../src/server/international-phone.ts';
import { requestDeps } from '../src/server/runtime.ts';

const KEY_PATTERN = /^[\w.:-]{8,128}$/;

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(
      ctx,
      staffBookingSchema(agencyToday(ctx.deps.clock()), validInternationalNumber),
      loadPhoneNumbersFor,
    );
    if (!body.ok) return body.response;
    const key = request.headers.get('idempotency-key')?.trim() ?? '';
    if (!KEY_PATTERN.test(key)) return fail(ctx.locale, 400, 'admin.error.keyRequired');
    const result = await createStaffBooking(ctx.deps, ctx.session.staff, body.value, key);
    return ok(ctx.locale, result, result.replayed ? { 'idempotent-replayed': 'true' } : {});
  });

export const config: Config = { path: '/api/admin/staff-bookings' };
