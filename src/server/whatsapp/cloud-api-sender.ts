/**
 * Production: the WhatsApp Business Cloud API. One template message is
 * `POST {baseUrl}/{version}/{phoneNumberId}/messages` with `Authorization: Bearer <token>` and
 * `{ messaging_product: 'whatsapp', to, type: 'template', template: { name, language: { code },
 * components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }`; the API answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid...' }] }`, or
 * `{ error: { message, type, code, error_data?, fbtrace_id } }`. Parameters are made to fit the
 * API's rules first (`template-parameters.ts`). Errors never carry the token.
 */

import { fitParameter } from './template-parameters.ts';
import { TEMPLATE_LANGUAGES, WHATSAPP_TEMPLATES } from './templates.ts';
import { WhatsAppError, type WhatsAppMessage, type WhatsAppSender } from './whatsapp-sender.ts';

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com';
export const DEFAULT_WHATSAPP_API_VERSION = 'v23.0';
export const DEFAULT_WHATSAPP_TIMEOUT_MS = 10_000;

export interface CloudApiSenderOptions {
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** E.164: a plus, then 8 to 15 digits, the first not 0. */
const E164 = /^\+[1-9]\d{7,14}$/;

interface ApiError {
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
}

/** The API's own explanation (its message, code and details), short, without the token. */
async function reasonOf(response: Response, scrub: (text: string) => string): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const { error } = JSON.parse(text) as ApiError;
    if (error && typeof error.message === 'string') {
      const code = typeof error.code === 'number' ? ` (code ${error.code})` : '';
      const details = typeof error.error_data?.details === 'string' ? `: ${error.error_data.details}` : '';
      return scrub(`${error.message}${code}${details}`).slice(0, 300);
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return scrub(text).slice(0, 200) || response.statusText;
}

/** The request body of one template message, its parameters made to fit. */
export function templateRequestBody(message: WhatsAppMessage): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: TEMPLATE_LANGUAGES[message.locale] },
      components: [
        {
          type: 'body',
          parameters: message.params.map((value) => ({ type: 'text', text: fitParameter(value) })),
        },
      ],
    },
  };
}

export function cloudApiSender({
  baseUrl,
  version,
  phoneNumberId,
  accessToken,
  timeoutMs = DEFAULT_WHATSAPP_TIMEOUT_MS,
  fetch = globalThis.fetch,
}: CloudApiSenderOptions): WhatsAppSender {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(version)}/${encodeURIComponent(phoneNumberId)}/messages`;
  const scrub = (text: string) => (accessToken ? text.split(accessToken).join('***') : text);
  return {
    async send(message) {
      if (!E164.test(message.to)) throw new WhatsAppError('recipient is not an E.164 number', null);
      const expected = WHATSAPP_TEMPLATES[message.template].params.length;
      if (message.params.length !== expected) {
        throw new WhatsAppError(
          `${message.template} takes ${expected} parameters, got ${message.params.length}`,
          null,
        );
      }
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(templateRequestBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // No cause attached: a request error may quote what it was sending.
        const what =
          (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'unreachable';
        throw new WhatsAppError(`WhatsApp API ${what}: ${scrub((error as Error).message)}`, null);
      }
      if (!response.ok) {
        throw new WhatsAppError(
          `WhatsApp API refused the message: ${await reasonOf(response, scrub)}`,
          response.status,
        );
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}
