/**
 * A local twin of CinetPay's hosted checkout for cards: `POST /v2/payment` (opens a payment, answers
 * its `payment_url`), `POST /v2/payment/check` (its status), the hosted page with test cards
 * (`cinetpay-page.ts`), the signed notification to `notify_url`, and a `/__control/` API for tests
 * that CinetPay does not have (docs/payments.md#the-cinetpay-twin).
 *
 * Run alone: `node src/simulator/cinetpay-twin.ts` (env: CINETPAY_TWIN_PORT, CINETPAY_API_KEY,
 * CINETPAY_SITE_ID, CINETPAY_SECRET_KEY, CINETPAY_TWIN_NOTIFY_URL).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CinetPayBook,
  type CraftedNotification,
  type NotifyConfig,
  type TwinTransaction,
} from './cinetpay-book.ts';
import { CHALLENGE_CODE, challengePage, donePage, payPage, TEST_CARDS } from './cinetpay-page.ts';
import { HttpError, listenJson, send } from './http-json.ts';

export interface CinetPayTwinOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  apiKey: string;
  siteId: string;
  secretKey: string;
  notify?: Partial<NotifyConfig>;
}

export interface TwinConfig {
  notify: NotifyConfig;
  /** The initiate's answer comes this late (its transaction is opened at once): a lost answer. */
  initAnswerDelayMs: number;
}

export interface CinetPayTwinControl {
  reset(): void;
  transactions(): TwinTransaction[];
  transaction(id: string): TwinTransaction | undefined;
  /** Settles as the page would (a card's brand and number for a success), notifying as configured. */
  settle(id: string, outcome: 'success' | 'declined' | 'abandoned'): TwinTransaction;
  /** Sends one notification now, crafted (a wrong or missing token, other fields). */
  notify(id: string, crafted?: CraftedNotification): ReturnType<CinetPayBook['sendNow']>;
  /** Sends the held notifications, in order or reversed. */
  release(order: 'fifo' | 'reverse'): Promise<number>;
  configure(patch: { notify?: Partial<NotifyConfig>; initAnswerDelayMs?: number }): TwinConfig;
  deliveries(): ReturnType<CinetPayBook['deliveries']>;
}

export interface RunningCinetPayTwin {
  /** e.g. `http://127.0.0.1:4414`: the adapter's `CINETPAY_BASE_URL`. */
  url: string;
  control: CinetPayTwinControl;
  stop(): Promise<void>;
}

const MAX_BODY = 64 * 1024;
const DEFAULT_NOTIFY: NotifyConfig = { mode: 'send', delayMs: 300, url: null };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJsonBody(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {}
  throw new CinetPayError(400, '608', 'MINIMUM_REQUIRED_FIELDS', 'The body must be a JSON object');
}

/** CinetPay's error shape: `{ code, message, description }`. */
class CinetPayError extends Error {
  readonly status: number;
  readonly code: string;
  readonly description: string;
  constructor(status: number, code: string, message: string, description: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.description = description;
  }
}

const REQUIRED = [
  'apikey',
  'site_id',
  'transaction_id',
  'amount',
  'currency',
  'description',
  'notify_url',
  'return_url',
  'channels',
];
/** What a card payment needs of the customer on CinetPay's page (the twin checks these). */
const CARD_CUSTOMER = [
  'customer_name',
  'customer_surname',
  'customer_email',
  'customer_phone_number',
  'customer_country',
];

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
}

async function initiate(
  book: CinetPayBook,
  body: Record<string, unknown>,
  authenticate: (body: Record<string, unknown>) => void,
  answerAfterMs: number,
  baseUrl: string,
) {
  const missing = REQUIRED.filter((name) => body[name] === undefined || body[name] === '');
  if (missing.length > 0) {
    throw new CinetPayError(400, '608', 'MINIMUM_REQUIRED_FIELDS', `missing: ${missing.join(', ')}`);
  }
  authenticate(body);
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100 || amount % 5 !== 0) {
    throw new CinetPayError(
      400,
      '624',
      'AMOUNT_NOT_VALID',
      'amount must be an integer multiple of 5, at least 100',
    );
  }
  const id = String(body.transaction_id);
  if (!/^[\w-]{1,64}$/.test(id))
    throw new CinetPayError(400, '624', 'TRANSACTION_ID_NOT_VALID', 'transaction_id');
  if (book.get(id))
    throw new CinetPayError(400, '624', 'TRANSACTION_ID_ALREADY_EXISTS', 'transaction_id is used');
  if (String(body.channels).includes('CREDIT_CARD')) {
    const absent = CARD_CUSTOMER.filter((name) => typeof body[name] !== 'string' || body[name] === '');
    if (absent.length > 0) {
      throw new CinetPayError(
        400,
        '608',
        'MINIMUM_REQUIRED_FIELDS',
        `card payments need ${absent.join(', ')}`,
      );
    }
  }
  for (const url of [body.notify_url, body.return_url]) {
    if (typeof url !== 'string' || !URL.canParse(url)) {
      throw new CinetPayError(
        400,
        '608',
        'MINIMUM_REQUIRED_FIELDS',
        'notify_url and return_url must be URLs',
      );
    }
  }
  const transaction = book.open({
    transactionId: id,
    amount,
    currency: String(body.currency),
    description: String(body.description),
    notifyUrl: String(body.notify_url),
    returnUrl: String(body.return_url),
    lang: body.lang === 'fr' ? 'fr' : 'en',
    metadata: typeof body.metadata === 'string' ? body.metadata : null,
    channels: String(body.channels),
    customerEmail: String(body.customer_email ?? ''),
  });
  if (answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
  return {
    code: '201',
    message: 'CREATED',
    description: 'Transaction created with success',
    data: { payment_token: transaction.token, payment_url: `${baseUrl}/payment/${transaction.token}` },
    api_response_id: `${(Date.now() / 1000).toFixed(4)}`,
  };
}

/** The hosted page's steps: show, card, 3-D Secure code, cancel. */
function page(
  book: CinetPayBook,
  method: string,
  path: string,
  form: URLSearchParams,
  response: ServerResponse,
): boolean {
  const match = /^\/payment\/([0-9a-f]{48})(?:\/(card|challenge|cancel))?$/.exec(path);
  if (!match) return false;
  const transaction = book.byToken(match[1] ?? '');
  if (!transaction) {
    html(
      response,
      404,
      '<!doctype html><html lang="en"><title>Not found</title><p>Unknown payment.</p></html>',
    );
    return true;
  }
  const step = match[2];
  if (transaction.state !== 'WAITING') {
    html(response, 200, donePage(transaction));
    return true;
  }
  if (method === 'GET') {
    html(response, 200, payPage(transaction));
    return true;
  }
  if (step === 'cancel') {
    book.settle(transaction, 'abandoned');
    html(response, 200, donePage(transaction));
    return true;
  }
  if (step === 'challenge') {
    const ok = form.get('code')?.trim() === CHALLENGE_CODE;
    book.settle(transaction, ok ? 'success' : 'declined', { brand: 'VISA', masked: '400000XXXXXX3220' });
    html(response, 200, donePage(transaction));
    return true;
  }
  const number = (form.get('card') ?? '').replace(/[\s-]/g, '');
  const valid =
    /^\d{16}$/.test(number) &&
    /^\d{2}\/\d{2}$/.test(form.get('expiry')?.trim() ?? '') &&
    /^\d{3,4}$/.test(form.get('cvc')?.trim() ?? '');
  if (!valid) {
    html(response, 200, payPage(transaction, true));
    return true;
  }
  const card = TEST_CARDS[number as keyof typeof TEST_CARDS];
  const masked = {
    brand: card?.brand ?? 'VISA',
    masked: `${number.slice(0, 6)}XXXXXX${number.slice(-4)}`,
  } as const;
  if (card?.outcome === 'challenge') {
    html(response, 200, challengePage(transaction));
    return true;
  }
  book.settle(transaction, card?.outcome === 'success' ? 'success' : 'declined', masked);
  html(response, 200, donePage(transaction));
  return true;
}

export async function startCinetPayTwin(options: CinetPayTwinOptions): Promise<RunningCinetPayTwin> {
  const host = options.host ?? '127.0.0.1';
  const initial: TwinConfig = { notify: { ...DEFAULT_NOTIFY, ...options.notify }, initAnswerDelayMs: 0 };
  let config: TwinConfig = { ...initial, notify: { ...initial.notify } };
  const book = new CinetPayBook(
    { siteId: options.siteId, secretKey: options.secretKey },
    () => config.notify,
  );
  let baseUrl = '';

  const find = (id: string) => {
    const transaction = book.get(id);
    if (!transaction) throw new HttpError(404, 'Transaction not found');
    return transaction;
  };
  const control: CinetPayTwinControl = {
    reset() {
      book.reset();
      config = { ...initial, notify: { ...initial.notify } };
    },
    transactions: () => book.all(),
    transaction: (id) => book.get(id),
    settle: (id, outcome) =>
      book.settle(
        find(id),
        outcome,
        outcome === 'success' ? { brand: 'VISA', masked: '400000XXXXXX0002' } : null,
      ),
    notify: (id, crafted) => book.sendNow(find(id), crafted),
    release: (order) => book.release(order),
    configure(patch) {
      config = {
        notify: { ...config.notify, ...(patch.notify ?? {}) },
        initAnswerDelayMs: patch.initAnswerDelayMs ?? config.initAnswerDelayMs,
      };
      return config;
    },
    deliveries: () => book.deliveries(),
  };

  function authenticate(body: Record<string, unknown>): void {
    if (body.apikey !== options.apiKey)
      throw new CinetPayError(401, '609', 'AUTH_NOT_FOUND', 'apikey is not valid');
    if (String(body.site_id ?? '') !== options.siteId) {
      throw new CinetPayError(401, '613', 'ERROR_SITE_ID_NOTVALID', 'site_id is not valid');
    }
  }

  function check(body: Record<string, unknown>) {
    authenticate(body);
    const transaction = book.get(String(body.transaction_id ?? ''));
    if (!transaction) throw new CinetPayError(404, '404', 'TRANSACTION_NOT_FOUND', 'no such transaction_id');
    return book.checkAnswer(transaction);
  }

  async function controlApi(method: string, path: string, body: Record<string, unknown>) {
    if (method === 'POST' && path === '/__control/reset') {
      control.reset();
      return { ok: true };
    }
    if (method === 'GET' && path === '/__control/transactions')
      return { transactions: control.transactions() };
    if (method === 'GET' && path === '/__control/notifications') {
      return { deliveries: control.deliveries(), held: book.heldCount() };
    }
    if (method === 'POST' && path === '/__control/notifications/release') {
      return { released: await control.release(body.order === 'reverse' ? 'reverse' : 'fifo') };
    }
    if (method === 'POST' && path === '/__control/config') {
      return control.configure(body as Parameters<CinetPayTwinControl['configure']>[0]);
    }
    const match = /^\/__control\/transactions\/([\w-]+)\/(settle|notify)$/.exec(path);
    if (method === 'POST' && match) {
      const id = match[1] ?? '';
      if (match[2] === 'settle') {
        const outcome = body.outcome;
        if (outcome !== 'success' && outcome !== 'declined' && outcome !== 'abandoned') {
          throw new HttpError(400, 'outcome must be success, declined or abandoned');
        }
        return { transaction: control.settle(id, outcome) };
      }
      return { delivery: await control.notify(id, body as CraftedNotification) };
    }
    throw new HttpError(404, `Cannot ${method} ${path}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://twin').pathname;
    try {
      const text = await readBody(request);
      if (page(book, method, path, new URLSearchParams(text), response)) return;
      if (path.startsWith('/__control/')) {
        send(response, 200, await controlApi(method, path, text.trim() ? parseJsonBody(text) : {}));
        return;
      }
      if (method === 'POST' && path === '/v2/payment') {
        const body = parseJsonBody(text);
        return send(
          response,
          200,
          await initiate(book, body, authenticate, config.initAnswerDelayMs, baseUrl),
        );
      }
      if (method === 'POST' && path === '/v2/payment/check')
        return send(response, 200, check(parseJsonBody(text)));
      throw new HttpError(404, `Cannot ${method} ${path}`);
    } catch (error) {
      if (error instanceof CinetPayError) {
        send(response, error.status, {
          code: error.code,
          message: error.message,
          description: error.description,
        });
      } else if (error instanceof HttpError) send(response, error.status, { message: error.message });
      else send(response, 500, { message: 'Internal twin error' });
    }
  }

  const { server, url } = await listenJson(options.port, host, handle);
  baseUrl = url;
  return {
    url,
    control,
    async stop() {
      book.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.main) {
  const env = process.env;
  const twin = await startCinetPayTwin({
    port: Number(env.CINETPAY_TWIN_PORT ?? 8792),
    apiKey: env.CINETPAY_API_KEY ?? 'twin-api-key',
    siteId: env.CINETPAY_SITE_ID ?? '105900001',
    secretKey: env.CINETPAY_SECRET_KEY ?? 'twin-secret-key',
    notify: { url: env.CINETPAY_TWIN_NOTIFY_URL || null },
  });
  console.log(`CinetPay twin listening on ${twin.url}`);
  const shutdown = () => void twin.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
