import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpApiMailer } from '../../../../src/server/mail/http-api-mailer.ts';
import { MailError } from '../../../../src/server/mail/mailer.ts';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const KEY = 're_test_secret_key';
const message = {
  to: 'marie@example.cm',
  subject: 'Your reservation',
  text: 'Hello',
  html: '<p>Hello</p>',
  idempotencyKey: 'booking-confirmation/K7MX-3QPD-2W',
};

/** A local stand-in for Resend's `POST /emails`: checks the key, answers as the test tells it to. */
describe('httpApiMailer (Resend API shape)', () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[] = [];
  let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      });
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      const unauthorised = req.headers.authorization !== `Bearer ${KEY}`;
      const status = unauthorised ? 401 : answer.status;
      const body = unauthorised
        ? {
            statusCode: 401,
            name: 'missing_api_key',
            message: 'Missing API key in the authorization header.',
          }
        : answer.body;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
    answer = { status: 200, body: { id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' } };
  });

  const mailer = (overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
    httpApiMailer({
      baseUrl: `${baseUrl}/`,
      apiKey: KEY,
      from: 'Tours <bookings@tours.example>',
      ...overrides,
    });

  it('posts the message to /emails with the bearer key and the idempotency key', async () => {
    await mailer().send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', path: '/emails' });
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe(message.idempotencyKey);
    expect(request?.body).toEqual({
      from: 'Tours <bookings@tours.example>',
      to: ['marie@example.cm'],
      subject: 'Your reservation',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
  });

  it('sends no idempotency header when the message has no key', async () => {
    const { idempotencyKey: _, ...plain } = message;
    await mailer().send(plain);
    expect(received[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it.each<[string, { status: number; body: unknown }, RegExp]>([
    [
      'a validation error',
      { status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' } },
      /Invalid `to` field/,
    ],
    ['a server error without JSON', { status: 500, body: 'oops' }, /refused/],
    [
      'a rate limit',
      { status: 429, body: { name: 'rate_limit_exceeded', message: 'Too many requests' } },
      /Too many/,
    ],
  ])('throws a MailError with the status on %s', async (_label, reply, reason) => {
    answer = reply;
    const error = await mailer()
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).httpStatus).toBe(reply.status);
    expect((error as MailError).message).toMatch(reason);
  });

  it('throws on a wrong key without ever showing it', async () => {
    const error = (await mailer({ apiKey: 're_wrong_key' })
      .send(message)
      .catch((e: unknown) => e)) as MailError;
    expect(error).toBeInstanceOf(MailError);
    expect(error.httpStatus).toBe(401);
    expect(error.message).not.toContain('re_wrong_key');
  });

  it('gives up after its time-out and when nothing listens', async () => {
    answer = { status: 200, body: {}, delayMs: 500 };
    const slow = (await mailer({ timeoutMs: 100 })
      .send(message)
      .catch((e: unknown) => e)) as MailError;
    expect(slow).toBeInstanceOf(MailError);
    expect(slow.httpStatus).toBeNull();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = (await mailer({ baseUrl: `http://127.0.0.1:${port}` })
      .send(message)
      .catch((e: unknown) => e)) as MailError;
    expect(down).toBeInstanceOf(MailError);
    expect(down.message).toMatch(/unreachable/);
  });
});
