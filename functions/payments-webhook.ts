/**
 * POST /api/payments/webhook: the provider's notification. Unsigned, so only a hint: stored when it
 * names one of our payments (counted otherwise), then the status is re-fetched from the provider
 * before anything changes. Always 200 once handled, so the provider does not retry what we have.
 * Limited per client address (the provider's servers are few: a high limit); a body that is not
 * `application/json` (the provider sends its payment-status JSON) is refused with 415 and logged, so
 * a changed provider format is noticed.
 */
import type { Config, Context } from '@netlify/functions';
import { t } from '../src/i18n/messages.ts';
import { fail, json } from '../src/server/http/envelope.ts';
import { handle } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { isJsonContentType, readText } from '../src/server/http/request.ts';
import { handleWebhook } from '../src/server/services/payment-webhook.ts';

/**
 * The provider sends its payment-status JSON, a few hundred bytes (names and e-mail included): 8 KB
 * is ten times that, and keeps a forged body small.
 */
const WEBHOOK_MAX_BYTES = 8 * 1024;

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async ({ locale }) => {
    const deps = await admit(context, 'webhook');
    const type = request.headers.get('content-type');
    if (!isJsonContentType(type)) {
      console.warn(`[webhook] refused a body of type ${JSON.stringify(type?.slice(0, 80) ?? null)} (415)`);
      return fail(locale, 415, 'api.error.unsupportedMediaType');
    }
    const raw = await readText(request, WEBHOOK_MAX_BYTES);
    if (raw === null) return fail(locale, 413, 'api.error.bodyTooLarge');
    const outcome = await handleWebhook(deps, raw);
    return json(200, { ok: true, message: t(locale, 'api.webhook.received'), data: { outcome } });
  });

export const config: Config = { path: '/api/payments/webhook', method: 'POST' };
