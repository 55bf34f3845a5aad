/** GET /api/payments/:reference: an attempt's status, reconciled with the provider while pending. */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, pathParam } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { PAYMENT_REFERENCE_PATTERN } from '../src/server/services/payment-reference.ts';
import { paymentStatus } from '../src/server/services/payments-service.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'GET', async ({ locale }) => {
    const deps = await admit(context, 'paymentStatus');
    const reference = pathParam(context, request, 'reference', api.paymentStatus.pattern).toLowerCase();
    if (!PAYMENT_REFERENCE_PATTERN.test(reference)) return fail(locale, 404, 'api.payment.notFound');
    return ok(locale, await paymentStatus(deps, reference));
  });

export const config: Config = { path: '/api/payments/:reference', method: 'GET' };
