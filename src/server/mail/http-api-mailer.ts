/**
 * Production: an HTTP e-mail API with Resend's shape (`POST {baseUrl}/emails`, `Authorization: Bearer
 * <key>`, JSON `{from, to, subject, html, text, headers?}`, optional `Idempotency-Key` header; any 2xx accepts).
 * Other providers with the same shape, or a local stand-in, work by changing the base URL.
 */
import { MailError, type Mailer } from './mailer.ts';

export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com';
export const DEFAULT_EMAIL_TIMEOUT_MS = 10_000;

export interface HttpApiMailerOptions {
  baseUrl: string;
  apiKey: string;
  from: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The API's own explanation, when its error body has one (Resend: `{ name, message }`). */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; name?: unknown };
    if (typeof body.message === 'string') return body.message.slice(0, 200);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200) || response.statusText;
}

export function httpApiMailer({
  baseUrl,
  apiKey,
  from,
  timeoutMs = DEFAULT_EMAIL_TIMEOUT_MS,
  fetch = globalThis.fetch,
}: HttpApiMailerOptions): Mailer {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/emails`;
  return {
    async send(message) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (message.idempotencyKey) headers['idempotency-key'] = message.idempotencyKey;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.headers ? { headers: message.headers } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MailError(`e-mail API unreachable: ${(error as Error).message}`, null, { cause: error });
      }
      if (!response.ok) {
        throw new MailError(`e-mail API refused the message: ${await reasonOf(response)}`, response.status);
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}
