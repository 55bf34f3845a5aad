/**
 * GET and POST /api/whatsapp/webhook: the WhatsApp Cloud API's webhook of the messages customers
 * send the agency (docs/whatsapp.md#proof). GET is Meta's subscription check: the challenge is
 * echoed, as plain text, only to a request carrying our verify token. POST is a notification: its
 * `X-Hub-Signature-256` must be the app secret's HMAC of the body's bytes (checked in constant
 * time) or nothing is read (401); a text naming a booking code, from the number that booking gave,
 * proves that number the booker's, and its WhatsApp confirmation goes. 200 once handled, so Meta
 * does not retry what we have.
 */
import type { Config, Context } from '@netlify/functions';
import { t } from '../src/i18n/messages.ts';
import { FUNCTION_HEADERS, fail, json } from '../src/server/http/envelope.ts';
import { handle } from '../src/server/http/handler.ts';
import { admit, runtimeFor } from '../src/server/http/rate-limit-guard.ts';
import { localeOf, readBytes } from '../src/server/http/request.ts';
import { proveFromInbound } from '../src/server/services/whatsapp-proof.ts';
import { inboundTexts, validSignature, validVerifyToken } from '../src/server/whatsapp/inbound-webhook.ts';

/** A notification of a few messages is a few KB; 64 KB keeps a forged body cheap to refuse. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

async function handshake(request: Request, context: Context): Promise<Response> {
  await admit(context, 'webhook');
  const locale = localeOf(request);
  const query = new URL(request.url).searchParams;
  const token = runtimeFor(context).whatsappInbound?.verifyToken ?? '';
  const challenge = query.get('hub.challenge') ?? '';
  if (
    query.get('hub.mode') !== 'subscribe' ||
    !validVerifyToken(query.get('hub.verify_token'), token) ||
    !/^[\w-]{1,100}$/.test(challenge)
  ) {
    return fail(locale, 403, 'api.error.unauthorized');
  }
  // Meta reads the answer's body as the challenge: plain text, not the envelope.
  return new Response(challenge, {
    status: 200,
    headers: { ...FUNCTION_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
  });
}

export default async (request: Request, context: Context) => {
  if (request.method === 'GET') return handle(request, 'GET', () => handshake(request, context));
  return handle(request, 'POST', async ({ locale }) => {
    const deps = await admit(context, 'webhook');
    const inbound = runtimeFor(context).whatsappInbound;
    const body = await readBytes(request, WEBHOOK_MAX_BYTES);
    if (body === null) return fail(locale, 413, 'api.error.bodyTooLarge');
    const signature = request.headers.get('x-hub-signature-256');
    if (!inbound?.appSecret || !validSignature(body, signature, inbound.appSecret)) {
      return fail(locale, 401, 'api.error.unauthorized');
    }
    const texts = inboundTexts(body.toString('utf8'), inbound.phoneNumberId ?? '');
    const proven = await proveFromInbound(deps, texts);
    return json(200, { ok: true, message: t(locale, 'api.webhook.received'), data: { proven } });
  });
};

export const config: Config = { path: '/api/whatsapp/webhook', method: ['GET', 'POST'] };
