/** GET /api/bookings/:code: booking details for tracking, name and contact masked, limited per address. */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, pathParam } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { getBookingDetails } from '../src/server/services/bookings-service.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'GET', async ({ locale }) => {
    const deps = await admit(context, 'lookup');
    // An ill-formed code cannot exist: same answer as an unknown one, no database read.
    const code = canonicalBookingCode(pathParam(context, request, 'code', api.getBooking.pattern));
    if (!code) return fail(locale, 404, 'api.booking.notFound');
    return ok(locale, await getBookingDetails(deps, code, locale));
  });

export const config: Config = { path: '/api/bookings/:code' };
