/**
 * The production WhatsApp adapter against the local twin of the Cloud API (docs/whatsapp.md): the
 * request it sends, the answers it reads, and what the twin refuses as the API does, parameters
 * made to fit the API's rules on the way; errors carry the HTTP status, never the token.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloudApiSender } from '../../src/server/whatsapp/cloud-api-sender.ts';
import { MAX_PARAMETER_LENGTH } from '../../src/server/whatsapp/template-parameters.ts';
import { WHATSAPP_TEMPLATES } from '../../src/server/whatsapp/templates.ts';
import { WhatsAppError, type WhatsAppMessage } from '../../src/server/whatsapp/whatsapp-sender.ts';
import { type RunningWhatsAppTwin, startWhatsAppTwin } from '../../src/simulator/whatsapp-twin.ts';

const TOKEN = 'EAAG-test-token-never-shown';
const PHONE_ID = '106540352242922';
const VERSION = 'v23.0';

const receipt = (overrides: Partial<WhatsAppMessage> = {}): WhatsAppMessage => ({
  to: '+237699123456',
  template: 'payment_receipt',
  locale: 'en',
  params: ['Marie', '306,000 FCFA', 'K7MX-3QPD-2W', 'PAY-1', '306,000 FCFA', '0 FCFA', 'https://t.example/b'],
  idempotencyKey: 'payment_receipt/1',
  ...overrides,
});

describe('the WhatsApp Cloud API adapter against its twin', () => {
  let twin: RunningWhatsAppTwin;
  const sender = (overrides: { accessToken?: string; phoneNumberId?: string; timeoutMs?: number } = {}) =>
    cloudApiSender({
      baseUrl: twin.url,
      version: VERSION,
      phoneNumberId: PHONE_ID,
      accessToken: TOKEN,
      ...overrides,
    });
  const post = (body: unknown, token = TOKEN) =>
    fetch(`${twin.url}/${VERSION}/${PHONE_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    twin = await startWhatsAppTwin({ port: 0, accessToken: TOKEN, phoneNumberId: PHONE_ID });
  });
  afterEach(() => twin.control.reset());
  afterAll(async () => {
    await twin?.stop();
  });

  it('sends a template in the booking language, and the twin keeps it as the customer reads it', async () => {
    await sender().send(
      receipt({ locale: 'fr', params: receipt().params.map((p) => p.replace('FCFA', 'F')) }),
    );
    const [message] = twin.control.messages('+237699123456');
    expect(message).toMatchObject({
      template: 'payment_receipt',
      language: 'fr',
      locale: 'fr',
      waId: '237699123456',
    });
    expect(message?.id).toMatch(/^wamid\./);
    expect(message?.text).toContain(
      'nous avons bien reçu votre paiement de 306,000 F pour la réservation K7MX-3QPD-2W',
    );
    const listed = await (await fetch(`${twin.url}/__control/messages?to=%2B237699123456`)).json();
    expect(listed.messages).toHaveLength(1);
  });

  it('answers as the Cloud API does: contacts and a wamid', async () => {
    const answer = await post({
      messaging_product: 'whatsapp',
      to: '+237699123456',
      type: 'template',
      template: {
        name: 'review_invitation',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: ['Marie', 'Kribi', 'https://t.example/r'].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '+237699123456', wa_id: '237699123456' }],
    });
    expect(body.messages[0].id).toMatch(/^wamid\./);
  });

  it('flattens a parameter with new lines, tabs or five spaces, which the API refuses as it is', async () => {
    const hostile = 'Marie\nDROP TABLE\tbookings;     --';
    const raw = await post({
      messaging_product: 'whatsapp',
      to: '+237699123456',
      type: 'template',
      template: {
        name: 'review_invitation',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [hostile, 'Kribi', 'x'].map((text) => ({ type: 'text', text })) },
        ],
      },
    });
    expect(raw.status).toBe(400);
    const { error } = await raw.json();
    expect(error).toMatchObject({ code: 132018, type: 'OAuthException' });
    expect(error.error_data.details).toMatch(/new-line\/tab characters or more than 4 consecutive spaces/);
    expect(typeof error.fbtrace_id).toBe('string');

    await sender().send(receipt({ params: [hostile, ...receipt().params.slice(1)] }));
    const [message] = twin.control.messages();
    expect(message?.params[0]).toBe('Marie DROP TABLE bookings; --');
  });

  it('cuts an overlong parameter to fit, where the twin refuses a body over 1,024 characters', async () => {
    const long = 'é'.repeat(2_000);
    await sender().send(receipt({ params: [long, ...receipt().params.slice(1)] }));
    const [message] = twin.control.messages();
    expect(Array.from(message?.params[0] ?? '')).toHaveLength(MAX_PARAMETER_LENGTH);
    expect(message?.params[0]?.endsWith('…')).toBe(true);
    const raw = await post({
      messaging_product: 'whatsapp',
      to: '+237699123456',
      type: 'template',
      template: {
        name: 'review_invitation',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [long, 'Kribi', 'x'].map((text) => ({ type: 'text', text })) },
        ],
      },
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error.code).toBe(132005);
  });

  it('refuses a number that is not E.164 before calling the API', async () => {
    for (const to of ['699123456', '+237 699 12 34 56', '+0237699123456', '+2376991234567890', 'abc']) {
      const error = await sender()
        .send(receipt({ to }))
        .catch((e: unknown) => e);
      expect(error, to).toBeInstanceOf(WhatsAppError);
      expect((error as WhatsAppError).httpStatus).toBeNull();
    }
    expect(twin.control.messages()).toHaveLength(0);
    const raw = await post({
      messaging_product: 'whatsapp',
      to: 'not a number',
      type: 'template',
      template: { name: 'pre_trip', language: { code: 'en' } },
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error.code).toBe(100);
  });

  it('maps a wrong token to a 401 WhatsAppError that never quotes a token', async () => {
    const error = (await sender({ accessToken: 'EAAG-wrong-token' })
      .send(receipt())
      .catch((e: unknown) => e)) as WhatsAppError;
    expect(error).toBeInstanceOf(WhatsAppError);
    expect(error.httpStatus).toBe(401);
    expect(error.message).toMatch(/code 190/);
    expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toMatch(/EAAG/);
    expect(twin.control.messages()).toHaveLength(0);
  });

  it('maps a wrong phone number id, an unknown template or language and a wrong count', async () => {
    const wrongId = (await sender({ phoneNumberId: '999' })
      .send(receipt())
      .catch((e: unknown) => e)) as WhatsAppError;
    expect(wrongId.httpStatus).toBe(400);
    expect(wrongId.message).toMatch(/Object with ID '999' does not exist/);

    const unknown = await post({
      messaging_product: 'whatsapp',
      to: '+237699123456',
      type: 'template',
      template: { name: 'promo_blast', language: { code: 'en' } },
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(132001);
    const german = await post({
      messaging_product: 'whatsapp',
      to: '+237699123456',
      type: 'template',
      template: { name: 'pre_trip', language: { code: 'de' } },
    });
    expect((await german.json()).error.code).toBe(132001);
    const short = await post({
      messaging_product: 'whatsapp',
      to: '+237699123456',
      type: 'template',
      template: {
        name: 'pre_trip',
        language: { code: 'fr' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Marie' }] }],
      },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.code).toBe(132000);

    const counted = await sender()
      .send(receipt({ params: ['Marie'] }))
      .catch((e: unknown) => e);
    expect(counted).toBeInstanceOf(WhatsAppError);
    expect(twin.control.messages()).toHaveLength(0);
  });

  it('gives up after its time-out, and reads a failure the twin was told to play', async () => {
    twin.control.failNext({ delayMs: 2_000 });
    const slow = (await sender({ timeoutMs: 100 })
      .send(receipt())
      .catch((e: unknown) => e)) as WhatsAppError;
    expect(slow).toBeInstanceOf(WhatsAppError);
    expect(slow.httpStatus).toBeNull();
    expect(slow.message).toMatch(/no answer in 100 ms/);

    twin.control.reset();
    twin.control.failNext({ status: 503, code: 2 });
    const down = (await sender()
      .send(receipt())
      .catch((e: unknown) => e)) as WhatsAppError;
    expect(down.httpStatus).toBe(503);
    await sender().send(receipt());
    expect(twin.control.messages()).toHaveLength(1);
  });

  it('has every template of the registry in both languages, its parameters numbered in order', () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      for (const body of Object.values(template.body)) {
        const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        expect(numbers, template.name).toEqual(template.params.map((_, i) => i + 1));
        expect(body.length, template.name).toBeLessThan(400);
        // Meta refuses a body that starts or ends with a parameter, or has two side by side.
        expect(body, template.name).not.toMatch(/^\s*\{\{|\}\}[\s.]*$|\}\}\s*\{\{/);
      }
    }
  });
});
