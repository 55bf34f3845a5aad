/** POST /api/bookings/:code/payments: starts a payment (202), idempotent under `Idempotency-Key`. */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { startPaymentSchema } from '../src/domain/start-payment-schema.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, parseBody, pathParam } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { startPayment } from '../src/server/services/payments-service.ts';

const KEY_PATTERN = /^[\w.:-]{8,128}$/;

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = await admit(context, 'paymentStart');
    const body = await parseBody(ctx, startPaymentSchema);
    if (!body.ok) return body.response;
    const code = canonicalBookingCode(pathParam(context, request, 'code', api.startPayment.pattern));
    if (!code) return fail(body.locale, 404, 'api.booking.notFound');
    const idempotencyKey = request.headers.get('idempotency-key')?.trim() || null;
    if (idempotencyKey !== null && !KEY_PATTERN.test(idempotencyKey)) {
      return fail(body.locale, 400, 'api.payment.idempotencyInvalid');
    }
    const result = await startPayment(deps, { code, body: body.value, idempotencyKey });
    return ok(body.locale, result, result.replayed ? { 'idempotent-replayed': 'true' } : {});
  });

export const config: Config = { path: '/api/bookings/:code/payments' };
