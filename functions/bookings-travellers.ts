/** POST /api/bookings/:code/travellers: the customer names the travellers (200; 404; 409; 422). */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { travellerNamesRequestSchema } from '../src/domain/schemas.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, parseBody, pathParam } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { nameTravellers } from '../src/server/services/traveller-names-service.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = await admit(context, 'travellerNames');
    const body = await parseBody(ctx, travellerNamesRequestSchema);
    if (!body.ok) return body.response;
    const code = canonicalBookingCode(pathParam(context, request, 'code', api.nameTravellers.pattern));
    if (!code) return fail(body.locale, 404, 'api.booking.notFound');
    return ok(body.locale, await nameTravellers(deps, code, body.value));
  });

export const config: Config = { path: '/api/bookings/:code/travellers' };
