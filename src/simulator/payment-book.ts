/**
 * The simulator's payments and their state machine: CREATED -> PENDING -> SUCCESSFUL | FAILED, or
 * EXPIRED when unconfirmed for `expireAfterMs` (or expired by the API). Each final status is
 * notified once to the webhook URL, unsigned, with the payment-status body, as Fapshi does; the
 * special sandbox numbers bend that rule (none, twice, late).
 */
import { randomInt } from 'node:crypto';
import type { DirectPayRequest, FapshiMedium } from './direct-pay-request.ts';
import { type SandboxOutcome, sandboxOutcome } from './sandbox-numbers.ts';
import type { SimulatorTiming } from './timing.ts';

export type FapshiStatus = 'CREATED' | 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'EXPIRED';
export const fapshiStatuses: readonly FapshiStatus[] = [
  'CREATED',
  'PENDING',
  'SUCCESSFUL',
  'FAILED',
  'EXPIRED',
];
const finalStatuses: ReadonlySet<FapshiStatus> = new Set(['SUCCESSFUL', 'FAILED', 'EXPIRED']);

/** The body of `GET /payment-status/{transId}` and of the webhook. Unset fields are left out. */
export interface PaymentStatusBody {
  transId: string;
  status: FapshiStatus;
  medium: FapshiMedium;
  serviceName: string;
  amount: number;
  revenue: number;
  payerName?: string;
  email?: string;
  externalId?: string;
  userId?: string;
  webhook?: string;
  financialTransId?: string;
  dateInitiated: string;
  dateConfirmed?: string;
}

/** What the control endpoint shows: the public body plus what only the simulator knows. */
export interface SimulatedPayment extends PaymentStatusBody {
  phone: string;
  outcome: SandboxOutcome;
  message?: string;
}

export interface WebhookDelivery {
  transId: string;
  status: FapshiStatus;
  url: string;
  at: string;
  /** The receiver's HTTP status, or `null` when it could not be reached. */
  httpStatus: number | null;
  error?: string;
}

export interface PaymentBookSettings {
  serviceName: string;
  timing: () => SimulatorTiming;
  webhookUrl: () => string | null;
}

/** Share Fapshi keeps; `revenue` is the amount minus it. An assumption: Fapshi does not document it. */
const feeRate = 0.03;
const transIdAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export class PaymentBook {
  readonly #settings: PaymentBookSettings;
  readonly #payments = new Map<string, SimulatedPayment>();
  readonly #timers = new Map<string, Set<NodeJS.Timeout>>();
  readonly #deliveries: WebhookDelivery[] = [];
  readonly #inFlight = new Set<AbortController>();

  constructor(settings: PaymentBookSettings) {
    this.#settings = settings;
  }

  create(request: DirectPayRequest, now = new Date()): SimulatedPayment {
    const payment: SimulatedPayment = {
      transId: this.#newTransId(),
      status: 'CREATED',
      medium: request.medium,
      serviceName: this.#settings.serviceName,
      amount: request.amount,
      revenue: request.amount - Math.ceil(request.amount * feeRate),
      dateInitiated: now.toISOString(),
      phone: request.phone,
      outcome: sandboxOutcome(request.phone),
    };
    if (request.name !== undefined) payment.payerName = request.name;
    if (request.email !== undefined) payment.email = request.email;
    if (request.externalId !== undefined) payment.externalId = request.externalId;
    if (request.userId !== undefined) payment.userId = request.userId;
    if (request.message !== undefined) payment.message = request.message;
    this.#payments.set(payment.transId, payment);
    this.#schedule(payment);
    return payment;
  }

  get(transId: string): SimulatedPayment | undefined {
    return this.#payments.get(transId);
  }

  all(): SimulatedPayment[] {
    return [...this.#payments.values()];
  }

  deliveries(): WebhookDelivery[] {
    return [...this.#deliveries];
  }

  /** Forces a status (control endpoint). Cancels whatever the payment was going to do by itself. */
  settle(transId: string, status: FapshiStatus): SimulatedPayment {
    const payment = this.#payments.get(transId);
    if (!payment) throw new RangeError(`Unknown transaction ${transId}`);
    this.#cancelTimers(transId);
    this.#moveTo(payment, status);
    return payment;
  }

  /** `POST /expire-pay`: only a payment still waiting for the customer can be expired. */
  expire(transId: string): { ok: true; payment: SimulatedPayment } | { ok: false; message: string } {
    const payment = this.#payments.get(transId);
    if (!payment) return { ok: false, message: 'Transaction not found' };
    if (payment.status === 'EXPIRED') return { ok: false, message: 'Link already expired' };
    if (payment.status === 'SUCCESSFUL') return { ok: false, message: 'Transaction already successful' };
    if (payment.status === 'FAILED') return { ok: false, message: 'Transaction already failed' };
    this.#cancelTimers(transId);
    this.#moveTo(payment, 'EXPIRED');
    return { ok: true, payment };
  }

  /** Forgets every payment and delivery; timers and webhooks in flight are cancelled. */
  reset(): void {
    this.close();
    this.#payments.clear();
    this.#deliveries.length = 0;
  }

  close(): void {
    for (const transId of this.#timers.keys()) this.#cancelTimers(transId);
    for (const controller of this.#inFlight) controller.abort();
    this.#inFlight.clear();
  }

  /** The public body, as `GET /payment-status` and the webhook send it. */
  statusBody(payment: SimulatedPayment): PaymentStatusBody {
    const { phone: _phone, outcome: _outcome, message: _message, ...body } = payment;
    const webhook = this.#settings.webhookUrl();
    return webhook === null ? body : { ...body, webhook };
  }

  #schedule(payment: SimulatedPayment): void {
    const timing = this.#settings.timing();
    this.#after(payment.transId, timing.pendingAfterMs, () => {
      if (payment.status === 'CREATED') this.#moveTo(payment, 'PENDING');
    });
    if (payment.outcome !== 'pending-forever') {
      const final = payment.outcome === 'failure' ? 'FAILED' : 'SUCCESSFUL';
      this.#after(payment.transId, Math.max(timing.finalAfterMs, timing.pendingAfterMs), () => {
        if (!finalStatuses.has(payment.status)) this.#moveTo(payment, final);
      });
    }
    if (timing.expireAfterMs !== null) {
      this.#after(payment.transId, timing.expireAfterMs, () => {
        if (!finalStatuses.has(payment.status)) this.#moveTo(payment, 'EXPIRED');
      });
    }
  }

  #moveTo(payment: SimulatedPayment, status: FapshiStatus): void {
    if (payment.status === status) return;
    payment.status = status;
    if (status === 'SUCCESSFUL') {
      payment.dateConfirmed = new Date().toISOString();
      payment.financialTransId = String(randomInt(1_000_000_000, 10_000_000_000));
    }
    if (finalStatuses.has(status)) this.#notify(payment);
  }

  #notify(payment: SimulatedPayment): void {
    // The body is taken at the event, not at delivery: a late webhook still tells what happened then.
    const body = this.statusBody(payment);
    const timing = this.#settings.timing();
    switch (payment.outcome) {
      case 'success-without-webhook':
        return;
      case 'success-with-duplicate-webhook':
        this.#deliver(body);
        this.#after(payment.transId, timing.duplicateWebhookGapMs, () => this.#deliver(body));
        return;
      case 'success-with-late-webhook':
        this.#after(payment.transId, timing.lateWebhookMs, () => this.#deliver(body));
        return;
      default:
        this.#deliver(body);
    }
  }

  #deliver(body: PaymentStatusBody): void {
    const url = this.#settings.webhookUrl();
    if (url === null) return;
    const controller = new AbortController();
    this.#inFlight.add(controller);
    const record: WebhookDelivery = {
      transId: body.transId,
      status: body.status,
      url,
      at: new Date().toISOString(),
      httpStatus: null,
    };
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(10_000)]),
    })
      .then(async (response) => {
        record.httpStatus = response.status;
        await response.body?.cancel();
      })
      .catch((error: unknown) => {
        record.error = error instanceof Error ? error.message : String(error);
      })
      .finally(() => {
        this.#inFlight.delete(controller);
        // Sent once whatever the answer, like Fapshi: recorded for tests, never retried.
        if (!controller.signal.aborted) this.#deliveries.push(record);
      });
  }

  #after(transId: string, delayMs: number, run: () => void): void {
    let timers = this.#timers.get(transId);
    if (!timers) {
      timers = new Set();
      this.#timers.set(transId, timers);
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    // Pending payments must not keep a finished test run or a stopping process alive.
    timer.unref();
    timers.add(timer);
  }

  #cancelTimers(transId: string): void {
    for (const timer of this.#timers.get(transId) ?? []) clearTimeout(timer);
    this.#timers.delete(transId);
  }

  #newTransId(): string {
    let id: string;
    do {
      id = Array.from({ length: 8 }, () => transIdAlphabet[randomInt(transIdAlphabet.length)]).join('');
    } while (this.#payments.has(id));
    return id;
  }
}

export function isFapshiStatus(value: unknown): value is FapshiStatus {
  return typeof value === 'string' && (fapshiStatuses as readonly string[]).includes(value);
}
