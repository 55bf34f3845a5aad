/**
 * The Cloud API's webhook of messages customers send the agency (docs/whatsapp.md#proof): its
 * signature (`X-Hub-Signature-256`, an HMAC-SHA256 of the body's bytes with the app secret, checked
 * in constant time), the subscription handshake's verify token, and the text messages it carries.
 * Pure apart from the hashing.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** At most this many messages of one notification are read (Meta sends one or a few). */
const MAX_MESSAGES = 20;

/** Whether `header` is `sha256=<hex>` of `body` under `appSecret`. */
export function validSignature(body: Buffer, header: string | null, appSecret: string): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(body).digest();
  // The expected length is public; timingSafeEqual needs equal lengths.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the handshake's token is ours (hashed first: equal lengths, nothing leaks). */
export function validVerifyToken(given: string | null, verifyToken: string): boolean {
  return verifyToken !== '' && given !== null && timingSafeEqual(digest(given), digest(verifyToken));
}

export interface InboundText {
  /** The sender's number in E.164, as WhatsApp knows it (`wa_id` with a `+`). */
  from: string;
  text: string;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The text messages sent to the number `phoneNumberId` in a notification; [] for anything else. */
export function inboundTexts(body: string, phoneNumberId: string): InboundText[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const texts: InboundText[] = [];
  for (const entry of list(record(parsed)?.['entry'])) {
    for (const change of list(record(entry)?.['changes'])) {
      const value = record(record(change)?.['value']);
      const to = record(value?.['metadata'])?.['phone_number_id'];
      if (record(change)?.['field'] !== 'messages' || to !== phoneNumberId) continue;
      for (const message of list(value?.['messages'])) {
        const m = record(message);
        const from = m?.['from'];
        const text = record(m?.['text'])?.['body'];
        if (typeof from !== 'string' || !/^[1-9]\d{5,14}$/.test(from) || typeof text !== 'string') continue;
        texts.push({ from: `+${from}`, text: text.slice(0, 4096) });
        if (texts.length >= MAX_MESSAGES) return texts;
      }
    }
  }
  return texts;
}
