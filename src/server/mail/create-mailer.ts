/**
 * The mailer the functions use, chosen by the environment:
 * - `EMAIL_API_KEY` set: the HTTP e-mail API (`EMAIL_API_URL`, default Resend's; `EMAIL_FROM` required;
 *   `EMAIL_TIMEOUT_MS` optional);
 * - otherwise the outbox: one JSON file per message in `OUTBOX_DIR` (default `.data/outbox`).
 */
import { DEFAULT_EMAIL_API_URL, DEFAULT_EMAIL_TIMEOUT_MS, httpApiMailer } from './http-api-mailer.ts';
import type { Mailer } from './mailer.ts';
import { DEFAULT_OUTBOX_DIR, outboxMailer } from './outbox-mailer.ts';

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_EMAIL_FROM = 'Bookings <bookings@localhost>';

export function createMailer(env: Env = process.env, fetchImpl?: typeof globalThis.fetch): Mailer {
  const apiKey = env.EMAIL_API_KEY?.trim();
  const from = env.EMAIL_FROM?.trim();
  if (!apiKey)
    return outboxMailer({
      dir: env.OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR,
      from: from || DEFAULT_EMAIL_FROM,
    });
  if (!from) throw new Error('EMAIL_FROM must be set with EMAIL_API_KEY (a sender of a verified domain)');
  const baseUrl = env.EMAIL_API_URL?.trim() || DEFAULT_EMAIL_API_URL;
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error('EMAIL_API_URL must be an http(s) URL, e.g. https://api.resend.com');
  }
  const rawTimeout = env.EMAIL_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_EMAIL_TIMEOUT_MS;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new Error('EMAIL_TIMEOUT_MS must be a positive number of milliseconds');
  }
  return httpApiMailer({
    baseUrl,
    apiKey,
    from,
    timeoutMs,
    ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
  });
}
