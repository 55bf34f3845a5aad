/** GET /api/bookings/:code: booking details for tracking, contact masked, rate limited per address. */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, pathParam } from '../src/server/http/handler.ts';
import { clientAddress } from '../src/server/http/request.ts';
import { getRuntime, requestDeps } from '../src/server/runtime.ts';
import { getBookingDetails } from '../src/server/services/bookings-service.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'GET', async ({ locale }) => {
    const { lookupLimiter } = getRuntime();
    const deps = requestDeps(context);
    const decision = await lookupLimiter.take(`lookup:${clientAddress(request)}`);
    if (!decision.allowed) {
      const retryAfterSeconds = decision.retryAfterSeconds;
      return fail(locale, 429, 'api.error.rateLimited', {
        data: { retryAfterSeconds },
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    }
    // An ill-formed code cannot exist: same answer as an unknown one, no database read.
    const code = canonicalBookingCode(pathParam(context, request, 'code', api.getBooking.pattern));
    if (!code) return fail(locale, 404, 'api.booking.notFound');
    return ok(locale, await getBookingDetails(deps, code, locale));
  });

export const config: Config = { path: '/api/bookings/:code' };
