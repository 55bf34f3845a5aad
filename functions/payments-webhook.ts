/**
 * POST /api/payments/webhook: the provider's notification. Unsigned, so only a hint: stored, then the
 * status is re-fetched from the provider before anything changes. Always 200 once stored, so the
 * provider does not retry what we already have.
 */
import type { Config, Context } from '@netlify/functions';
import { t } from '../src/i18n/messages.ts';
import { fail, json } from '../src/server/http/envelope.ts';
import { handle } from '../src/server/http/handler.ts';
import { readText } from '../src/server/http/request.ts';
import { requestDeps } from '../src/server/runtime.ts';
import { handleWebhook } from '../src/server/services/payment-webhook.ts';

const WEBHOOK_MAX_BYTES = 64 * 1024;

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async ({ locale }) => {
    const raw = await readText(request, WEBHOOK_MAX_BYTES);
    if (raw === null) return fail(locale, 413, 'api.error.bodyTooLarge');
    const outcome = await handleWebhook(requestDeps(context), raw);
    return json(200, { ok: true, message: t(locale, 'api.webhook.received'), data: { outcome } });
  });

export const config: Config = { path: '/api/payments/webhook', method: 'POST' };
