/**
 * POST /api/bookings: creates a booking priced from the catalogue snapshot (201). Limited per client
 * address, and per e-mail address (each booking e-mails its confirmation there); the seats it may
 * hold unpaid are capped per departure, client network and e-mail address (409).
 */
import type { Config, Context } from '@netlify/functions';
import { agencyToday } from '../src/domain/agency-calendar.ts';
import { createBookingSchema } from '../src/domain/schemas.ts';
import { clientKey } from '../src/server/http/client-key.ts';
import { ok } from '../src/server/http/envelope.ts';
import { addressCheck, clientAddress } from '../src/server/http/guard.ts';
import { handle, parseBody } from '../src/server/http/handler.ts';
import { enforceLimits, recipientCheck } from '../src/server/http/rate-limit.ts';
import { loadPhoneNumbersFor, validInternationalNumber } from '../src/server/international-phone.ts';
import { requestDeps } from '../src/server/runtime.ts';
import { createBooking } from '../src/server/services/bookings-service.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = requestDeps(context);
    const body = await parseBody(
      ctx,
      createBookingSchema(agencyToday(deps.clock()), validInternationalNumber),
      loadPhoneNumbersFor,
    );
    if (!body.ok) return body.response;
    // The address and the recipient are counted together, in one statement.
    await enforceLimits(deps.limits, [
      addressCheck('booking', context),
      recipientCheck('emailRecipient', body.value.contact.email),
    ]);
    // The network, as the rate limits key it, caps the seats it may hold unpaid.
    const result = await createBooking(
      deps,
      { ...body.value, locale: body.value.locale ?? ctx.locale },
      { clientNetwork: clientKey(clientAddress(context)) },
    );
    return ok(body.locale, result, { location: `/api/bookings/${result.data.code}` });
  });

export const config: Config = { path: '/api/bookings' };
