/** POST /api/bookings/:code/cancel-request: a customer asks to cancel (201; 404; 409), rate limited. */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { cancelRequestSchema } from '../src/domain/customer-text-schemas.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, parseBody, pathParam } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { requestCancel } from '../src/server/services/cancel-request-service.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = await admit(context, 'cancelRequest');
    const body = await parseBody(ctx, cancelRequestSchema);
    if (!body.ok) return body.response;
    const code = canonicalBookingCode(pathParam(context, request, 'code', api.requestCancel.pattern));
    if (!code) return fail(body.locale, 404, 'api.booking.notFound');
    return ok(body.locale, await requestCancel(deps, code, body.value));
  });

export const config: Config = { path: '/api/bookings/:code/cancel-request' };
