/**
 * The Fapshi API the simulator answers: direct pay, payment status, expire, transactions by user,
 * search and balance, behind Fapshi's credential headers, with its paths and JSON shapes.
 */
import type { IncomingMessage } from 'node:http';
import { validateDirectPay } from './direct-pay-request.ts';
import { HttpError } from './http-json.ts';
import type { PaymentBook } from './payment-book.ts';
import { searchPayments } from './search.ts';
import type { SimulatorTiming } from './timing.ts';

/** What the API reads of the running simulator. */
export interface FapshiApiContext {
  book: PaymentBook;
  apiUser: string;
  apiKey: string;
  serviceName: string;
  /** The timing now in force (tests change it while the simulator runs). */
  timing(): SimulatorTiming;
  /** Waits, but gives up early when the simulator stops. */
  pause(ms: number): Promise<void>;
}

export async function fapshiApi(
  context: FapshiApiContext,
  method: string,
  path: string,
  request: IncomingMessage,
  body: unknown,
) {
  const { book, pause } = context;

  const user = request.headers.apiuser;
  const key = request.headers.apikey;
  if (user !== context.apiUser || key !== context.apiKey) {
    throw new HttpError(403, 'Invalid API credentials');
  }
  if (method === 'GET' && body !== undefined)
    throw new HttpError(400, 'GET requests must not contain a body');
  if (context.timing().apiLatencyMs > 0) await pause(context.timing().apiLatencyMs);

  if (method === 'POST' && path === '/direct-pay') {
    const checked = validateDirectPay(body);
    if (!checked.ok) throw new HttpError(400, checked.message);
    const payment = book.create(checked.value);
    if (payment.outcome === 'success-after-slow-initiate') {
      await pause(context.timing().slowInitiateMs);
    }
    return {
      message: 'Request successful',
      transId: payment.transId,
      dateInitiated: payment.dateInitiated,
    };
  }
  const statusMatch = /^\/payment-status\/([^/]+)$/.exec(path);
  if (method === 'GET' && statusMatch) {
    const payment = book.get(decodeURIComponent(statusMatch[1] ?? ''));
    if (!payment) throw new HttpError(404, 'Transaction not found');
    return book.statusBody(payment);
  }
  if (method === 'POST' && path === '/expire-pay') {
    const transId = (body as { transId?: unknown } | undefined)?.transId;
    if (typeof transId !== 'string' || transId === '') throw new HttpError(400, 'transId is required');
    const expired = book.expire(transId);
    if (!expired.ok)
      throw new HttpError(expired.message === 'Transaction not found' ? 404 : 400, expired.message);
    return book.statusBody(expired.payment);
  }
  const userMatch = /^\/transaction\/([^/]+)$/.exec(path);
  if (method === 'GET' && userMatch) {
    const userId = decodeURIComponent(userMatch[1] ?? '');
    return book
      .all()
      .filter((payment) => payment.userId === userId)
      .map((payment) => book.statusBody(payment));
  }
  if (method === 'GET' && path === '/search') {
    return searchPayments(book.all(), new URL(request.url ?? '/', 'http://simulator').searchParams).map(
      (payment) => book.statusBody(payment),
    );
  }
  if (method === 'GET' && path === '/balance') {
    const balance = book
      .all()
      .filter((payment) => payment.status === 'SUCCESSFUL')
      .reduce((sum, payment) => sum + payment.revenue, 0);
    return { service: context.serviceName, balance, currency: 'XAF' };
  }
  throw new HttpError(404, `Cannot ${method} ${path}`);
}
