/**
 * A local twin of the WhatsApp Business Cloud API: `POST /{version}/{phone-number-id}/messages`
 * with a Bearer token, checked against the template registry (`whatsapp-request.ts`), answered as
 * the API answers, and kept so tests and people can read what customers would get:
 * `GET /__control/messages` (optionally `?to=+237...`), and one JSON line per message in
 * `logFile` when given. `POST /__control/failures` makes the next calls fail (`{ count, status,
 * code, delayMs }`), for tests of retries and time-outs; `POST /__control/reset` forgets it all.
 * `POST /__control/inbound` with `{ from, text }` plays a customer writing to the agency: the twin
 * sends the functions' webhook the notification Meta would, signed with the app secret.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { HttpError, listenJson, readJson, send } from './http-json.ts';
import { checkTemplateRequest, type TemplateRequest, type TwinError } from './whatsapp-request.ts';

export interface WhatsAppTwinOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  accessToken: string;
  phoneNumberId: string;
  /** Appends each message accepted as one JSON line. */
  logFile?: string;
  /** Signs the notifications of customers' messages, as the Meta app's secret does. */
  appSecret?: string;
  /** Where those notifications go (the functions' `/api/whatsapp/webhook`). */
  webhookUrl?: string | null;
}

/** The notification Meta sends when `from` (E.164) writes `text` to the number `phoneNumberId`. */
export function inboundNotification(phoneNumberId: string, from: string, text: string): string {
  const waId = from.replace(/^\+/, '');
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '237670000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Customer' }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id: `wamid.${randomBytes(18).toString('base64url')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** `X-Hub-Signature-256` of `body` under `appSecret`. */
export function hubSignature(body: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export interface TwinMessage extends TemplateRequest {
  id: string;
  waId: string;
  receivedAt: string;
}

/** How the next calls fail: `count` calls (null: all until cleared), after `delayMs`. */
export interface TwinFailures {
  count: number | null;
  status: number;
  code: number;
  delayMs: number;
}

export interface WhatsAppTwinControl {
  messages(to?: string): TwinMessage[];
  /** A customer at `from` writes `text` to the agency: the signed webhook's answer. */
  inbound(from: string, text: string): Promise<{ status: number; body: unknown }>;
  setWebhookUrl(url: string | null): void;
  failNext(failures: Partial<TwinFailures>): void;
  reset(): void;
}

export interface RunningWhatsAppTwin {
  /** Base URL without trailing slash: the sender's `WHATSAPP_API_URL`. */
  url: string;
  control: WhatsAppTwinControl;
  stop(): Promise<void>;
}

const NO_FAILURES: TwinFailures = { count: 0, status: 500, code: 131000, delayMs: 0 };

function errorBody(error: TwinError) {
  return {
    error: {
      message: error.message,
      type: error.type,
      code: error.code,
      ...(error.details ? { error_data: { messaging_product: 'whatsapp', details: error.details } } : {}),
      fbtrace_id: `A${randomBytes(11).toString('base64url')}`,
    },
  };
}

/** The `/__control/` API tests and people drive the twin with (Meta has none). */
async function controlApi(
  control: WhatsAppTwinControl,
  method: string,
  url: URL,
  body: unknown,
): Promise<unknown> {
  if (method === 'GET' && url.pathname === '/__control/messages') {
    return { messages: control.messages(url.searchParams.get('to') ?? undefined) };
  }
  if (method === 'POST' && url.pathname === '/__control/inbound') {
    const { from, text } = (body ?? {}) as { from?: unknown; text?: unknown };
    if (typeof from !== 'string' || !/^\+[1-9]\d{5,14}$/.test(from) || typeof text !== 'string') {
      throw new HttpError(400, 'Give { from: "+237...", text: "..." }');
    }
    return control.inbound(from, text);
  }
  if (method === 'POST' && url.pathname === '/__control/failures') {
    const patch = (body ?? {}) as Partial<Record<keyof TwinFailures, unknown>>;
    const number = (value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
    control.failNext({
      count: patch.count === null ? null : (number(patch.count) ?? 1),
      status: number(patch.status) ?? NO_FAILURES.status,
      code: number(patch.code) ?? NO_FAILURES.code,
      delayMs: number(patch.delayMs) ?? 0,
    });
    return { ok: true };
  }
  if (method === 'POST' && url.pathname === '/__control/reset') {
    control.reset();
    return { ok: true };
  }
  throw new HttpError(404, `Cannot ${method} ${url.pathname}`);
}

export async function startWhatsAppTwin(options: WhatsAppTwinOptions): Promise<RunningWhatsAppTwin> {
  const host = options.host ?? '127.0.0.1';
  let messages: TwinMessage[] = [];
  let failures: TwinFailures = { ...NO_FAILURES };
  const waiting = new Set<() => void>();
  let webhookUrl = options.webhookUrl ?? null;
  const control: WhatsAppTwinControl = {
    messages: (to) => messages.filter((m) => to === undefined || m.to === to),
    async inbound(from, text) {
      if (!webhookUrl || !options.appSecret) throw new HttpError(409, 'No webhook URL or app secret');
      const body = inboundNotification(options.phoneNumberId, from, text);
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': hubSignature(body, options.appSecret),
        },
        body,
      });
      return { status: answer.status, body: await answer.json().catch(() => null) };
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    failNext(patch) {
      failures = { ...failures, count: 1, ...patch };
    },
    reset() {
      messages = [];
      failures = { ...NO_FAILURES };
    },
  };

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });
  }

  /** The planned failure of this call, if any (counted down). */
  async function plannedFailure(): Promise<TwinError | null> {
    if (failures.count === 0) return null;
    const now = failures;
    if (now.count !== null) failures = { ...now, count: now.count - 1 };
    if (now.delayMs > 0) await pause(now.delayMs);
    return {
      status: now.status,
      code: now.code,
      type: 'OAuthException',
      message: `(#${now.code}) Something went wrong (twin told to fail)`,
    };
  }

  async function cloudApi(request: IncomingMessage, path: string, body: unknown): Promise<[number, unknown]> {
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (request.method !== 'POST' || !match) throw new HttpError(404, `Unknown path ${path}`);
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return [
        401,
        errorBody({
          status: 401,
          code: 190,
          type: 'OAuthException',
          message: 'Invalid OAuth access token - Cannot parse access token',
        }),
      ];
    }
    const phoneNumberId = decodeURIComponent(match[2] ?? '');
    if (phoneNumberId !== options.phoneNumberId) {
      return [
        400,
        errorBody({
          status: 400,
          code: 100,
          type: 'GraphMethodException',
          message: `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        }),
      ];
    }
    const planned = await plannedFailure();
    if (planned) return [planned.status, errorBody(planned)];
    const checked = checkTemplateRequest(body);
    if (!checked.ok) return [checked.error.status, errorBody(checked.error)];
    const waId = checked.value.to.replace(/^\+/, '');
    const message: TwinMessage = {
      ...checked.value,
      id: `wamid.${randomBytes(18).toString('base64url')}`,
      waId,
      receivedAt: new Date().toISOString(),
    };
    messages.push(message);
    if (options.logFile) {
      await mkdir(dirname(options.logFile), { recursive: true });
      await appendFile(options.logFile, `${JSON.stringify(message)}\n`);
    }
    return [
      200,
      {
        messaging_product: 'whatsapp',
        contacts: [{ input: checked.value.to, wa_id: waId }],
        messages: [{ id: message.id }],
      },
    ];
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://twin');
    try {
      const body = await readJson(request);
      if (url.pathname.startsWith('/__control/')) {
        send(response, 200, await controlApi(control, request.method ?? 'GET', url, body));
        return;
      }
      const [status, answer] = await cloudApi(request, url.pathname, body);
      send(response, status, answer);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Internal twin error';
      send(
        response,
        status,
        errorBody({ status, code: status === 404 ? 100 : 1, type: 'GraphMethodException', message }),
      );
    }
  }

  const { server, url } = await listenJson(options.port, host, handle);
  return {
    url,
    control,
    async stop() {
      for (const done of [...waiting]) done();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
