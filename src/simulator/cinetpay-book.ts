/**
 * The CinetPay twin's memory: the transactions opened by `POST /v2/payment`, what the hosted page
 * made of each, the check endpoint's answer, and the notifications posted to `notify_url`, signed
 * with the merchant's secret key as CinetPay signs them (`x-token`), with the quirks a test can ask
 * for: dropped, delayed, sent twice, held and released in any order, or signed wrongly.
 */
import { createHmac, randomBytes } from 'node:crypto';

export type TwinOutcome = 'success' | 'declined' | 'abandoned';
export type TwinState = 'WAITING' | TwinOutcome;

export interface TwinTransaction {
  transactionId: string;
  token: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  lang: 'en' | 'fr';
  metadata: string | null;
  channels: string;
  customerEmail: string;
  state: TwinState;
  /** Brand and masked number of the card used, once one was. */
  card: { brand: 'VISA' | 'MASTERCARD'; masked: string } | null;
  createdAt: string;
  paidAt: string | null;
}

/** How notifications go out (the control API changes it). */
export interface NotifyConfig {
  mode: 'send' | 'drop' | 'duplicate' | 'hold';
  delayMs: number;
  /** Where to post instead of each payment's `notify_url` (tests whose site has no address). */
  url: string | null;
}

export interface NotificationDelivery {
  transactionId: string;
  url: string;
  status: number | 'failed' | 'held' | 'dropped';
  at: string;
  tokenKind: 'right' | 'wrong' | 'missing';
}

export interface Merchant {
  siteId: string;
  secretKey: string;
}

/** Overrides of one crafted notification (adversarial tests): every field, and the token's kind. */
export interface CraftedNotification {
  fields?: Record<string, string>;
  token?: 'right' | 'wrong' | 'missing';
}

// Written from CinetPay's documentation, not imported from our adapter, so a mistake there shows.
const TOKEN_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

/** `2026-11-28 10:02:03`, as CinetPay writes its dates (UTC). */
export function cinetpayDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export const CHECK_WORDS: Record<TwinState, { code: string; message: string; status: string }> = {
  WAITING: { code: '662', message: 'WAITING_CUSTOMER_PAYMENT', status: 'WAITING_FOR_CUSTOMER' },
  success: { code: '00', message: 'SUCCES', status: 'ACCEPTED' },
  declined: { code: '600', message: 'PAYMENT_FAILED', status: 'REFUSED' },
  abandoned: { code: '627', message: 'TRANSACTION_CANCEL', status: 'REFUSED' },
};

export class CinetPayBook {
  readonly #transactions = new Map<string, TwinTransaction>();
  readonly #byToken = new Map<string, string>();
  readonly #deliveries: NotificationDelivery[] = [];
  readonly #held: Array<{ transactionId: string; send: () => Promise<void> }> = [];
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #merchant: Merchant;
  readonly #config: () => NotifyConfig;

  constructor(merchant: Merchant, config: () => NotifyConfig) {
    this.#merchant = merchant;
    this.#config = config;
  }

  open(fields: Omit<TwinTransaction, 'token' | 'state' | 'card' | 'createdAt' | 'paidAt'>): TwinTransaction {
    const transaction: TwinTransaction = {
      ...fields,
      token: randomBytes(24).toString('hex'),
      state: 'WAITING',
      card: null,
      createdAt: new Date().toISOString(),
      paidAt: null,
    };
    this.#transactions.set(transaction.transactionId, transaction);
    this.#byToken.set(transaction.token, transaction.transactionId);
    return transaction;
  }

  get(transactionId: string): TwinTransaction | undefined {
    return this.#transactions.get(transactionId);
  }

  byToken(token: string): TwinTransaction | undefined {
    const id = this.#byToken.get(token);
    return id === undefined ? undefined : this.#transactions.get(id);
  }

  all(): TwinTransaction[] {
    return [...this.#transactions.values()];
  }

  deliveries(): NotificationDelivery[] {
    return [...this.#deliveries];
  }

  /** Settles a waiting transaction (a final one stays as it is) and notifies as configured. */
  settle(
    transaction: TwinTransaction,
    outcome: TwinOutcome,
    card: TwinTransaction['card'] = null,
  ): TwinTransaction {
    if (transaction.state === 'WAITING') {
      transaction.state = outcome;
      transaction.card = card;
      transaction.paidAt = outcome === 'success' ? new Date().toISOString() : null;
    }
    this.#notifyAsConfigured(transaction);
    return transaction;
  }

  /** The check endpoint's `data` and words for a transaction. */
  checkAnswer(transaction: TwinTransaction) {
    const words = CHECK_WORDS[transaction.state];
    return {
      code: words.code,
      message: words.message,
      data: {
        amount: String(transaction.amount),
        currency: transaction.currency,
        status: words.status,
        payment_method: transaction.card?.brand ?? null,
        description: transaction.description,
        metadata: transaction.metadata,
        operator_id: transaction.paidAt ? `CP${transaction.token.slice(0, 10).toUpperCase()}` : null,
        payment_date: transaction.paidAt ? cinetpayDate(new Date(transaction.paidAt)) : ' ',
        fund_availability_date: cinetpayDate(new Date(Date.now() + 2 * 86_400_000)).slice(0, 10),
      },
      api_response_id: `${(Date.now() / 1000).toFixed(4)}`,
    };
  }

  /** The notification form of a transaction as it stands. */
  notificationFields(transaction: TwinTransaction): Record<string, string> {
    return {
      cpm_site_id: this.#merchant.siteId,
      cpm_trans_id: transaction.transactionId,
      cpm_trans_date: cinetpayDate(new Date(transaction.paidAt ?? transaction.createdAt)),
      cpm_amount: String(transaction.amount),
      cpm_currency: transaction.currency,
      signature: transaction.token,
      payment_method: transaction.card?.brand ?? '',
      cel_phone_num: transaction.card?.masked ?? '',
      cpm_phone_prefixe: '',
      cpm_language: transaction.lang,
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'Payment',
      cpm_custom: transaction.metadata ?? '',
      cpm_designation: transaction.description,
      cpm_error_message: CHECK_WORDS[transaction.state].message,
    };
  }

  /** Sends one notification now, crafted as asked; answers the receiver's status. */
  async sendNow(
    transaction: TwinTransaction,
    crafted: CraftedNotification = {},
  ): Promise<NotificationDelivery> {
    const fields = { ...this.notificationFields(transaction), ...(crafted.fields ?? {}) };
    const form = new URLSearchParams(fields);
    const tokenKind = crafted.token ?? 'right';
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (tokenKind !== 'missing') {
      const key = tokenKind === 'right' ? this.#merchant.secretKey : `${this.#merchant.secretKey}-not`;
      headers['x-token'] = sign(form, key);
    }
    const delivery: NotificationDelivery = {
      transactionId: transaction.transactionId,
      url: this.#config().url ?? transaction.notifyUrl,
      status: 'failed',
      at: new Date().toISOString(),
      tokenKind,
    };
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers,
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch {
      delivery.status = 'failed';
    }
    this.#deliveries.push(delivery);
    return delivery;
  }

  /** Releases the held notifications, in the order they came or reversed; answers how many. */
  async release(order: 'fifo' | 'reverse'): Promise<number> {
    const held = this.#held.splice(0);
    if (order === 'reverse') held.reverse();
    for (const item of held) await item.send();
    return held.length;
  }

  heldCount(): number {
    return this.#held.length;
  }

  reset(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#transactions.clear();
    this.#byToken.clear();
    this.#deliveries.length = 0;
    this.#held.length = 0;
  }

  close(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #notifyAsConfigured(transaction: TwinTransaction): void {
    const { mode, delayMs } = this.#config();
    const send = async () => {
      await this.sendNow(transaction);
    };
    if (mode === 'drop') {
      this.#deliveries.push({ ...this.#record(transaction), status: 'dropped' });
      return;
    }
    if (mode === 'hold') {
      // A snapshot of the form as it was, so a held older notification can arrive after a newer one.
      const fields = this.notificationFields(transaction);
      this.#held.push({
        transactionId: transaction.transactionId,
        send: () => this.#sendFields(transaction, fields),
      });
      this.#deliveries.push({ ...this.#record(transaction), status: 'held' });
      return;
    }
    const times = mode === 'duplicate' ? 2 : 1;
    for (let i = 0; i < times; i += 1) {
      const timer = setTimeout(
        () => {
          this.#timers.delete(timer);
          void send();
        },
        delayMs + i * 20,
      );
      this.#timers.add(timer);
    }
  }

  async #sendFields(transaction: TwinTransaction, fields: Record<string, string>): Promise<void> {
    await this.sendNow(transaction, { fields });
  }

  #record(transaction: TwinTransaction): NotificationDelivery {
    return {
      transactionId: transaction.transactionId,
      url: transaction.notifyUrl,
      status: 'failed',
      at: new Date().toISOString(),
      tokenKind: 'right',
    };
  }
}

/** CinetPay's x-token: HMAC-SHA256 of the fields in its documented order, hex. */
function sign(form: URLSearchParams, key: string): string {
  const data = TOKEN_FIELDS.map((field) => form.get(field) ?? '').join('');
  return createHmac('sha256', key).update(data, 'utf8').digest('hex');
}
