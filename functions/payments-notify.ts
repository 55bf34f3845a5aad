/**
 * GET|POST /api/payments/notify/:provider: a hosted page's notification (CinetPay). A plain GET is
 * answered 200 at once (CinetPay pings the address). A POST is the provider's form: its adapter checks
 * the signature (`x-token`, constant time) and makes it a hint, then the status is asked of the
 * provider before anything changes (`payment-webhook.ts`). Always 200 once handled, so the provider
 * does not retry what we have; a wrong signature changes nothing and is only counted.
 */
import type { Config, Context } from '@netlify/functions';
import { serverPaths } from '../src/api/contract.ts';
import { t } from '../src/i18n/messages.ts';
import { fail, json } from '../src/server/http/envelope.ts';
import { handle, pathParam } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { localeOf, readText } from '../src/server/http/request.ts';
import { providerNamed } from '../src/server/payments/registry.ts';
import { handleNotification } from '../src/server/services/payment-webhook.ts';

/** CinetPay's form is a few hundred bytes: 8 KB is ten times that and keeps a forged one small. */
const NOTIFY_MAX_BYTES = 8 * 1024;
const FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

export default async (request: Request, context: Context) => {
  if (request.method === 'GET') {
    return json(200, { ok: true, message: t(localeOf(request), 'api.webhook.received'), data: {} });
  }
  return handle(request, 'POST', async ({ locale }) => {
    const deps = await admit(context, 'webhook');
    const name = pathParam(context, request, 'provider', serverPaths.notifyPattern);
    const provider = providerNamed(deps, name);
    if (!provider?.readNotification) return fail(locale, 404, 'api.error.notFound');
    const type = request.headers.get('content-type');
    if (!type || !FORM.test(type)) {
      console.warn(`[notify] refused a body of type ${JSON.stringify(type?.slice(0, 80) ?? null)} (415)`);
      return fail(locale, 415, 'api.error.unsupportedMediaType');
    }
    const raw = await readText(request, NOTIFY_MAX_BYTES);
    if (raw === null) return fail(locale, 413, 'api.error.bodyTooLarge');
    const hint = provider.readNotification({ headers: request.headers, body: raw });
    const outcome = await handleNotification(deps, provider, hint, raw);
    return json(200, { ok: true, message: t(locale, 'api.webhook.received'), data: { outcome } });
  });
};

export const config: Config = { path: '/api/payments/notify/:provider' };
