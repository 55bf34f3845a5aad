/**
 * Sending e-mail, behind one interface: `outbox-mailer.ts` (embedded default: one file per message under
 * `.data/outbox/`) and `http-api-mailer.ts` (production: an HTTP e-mail API). `create-mailer.ts` picks
 * one from the environment; tests pass their own.
 */

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body (always sent alongside the HTML). */
  text: string;
  html: string;
  /**
   * Names the message for de-duplication, e.g. `receipt/pay_...`: the API mailer sends it as the
   * `Idempotency-Key` header, so a retry after a lost answer does not send twice.
   */
  idempotencyKey?: string;
  /**
   * Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058 one-click) on the
   * reminders; the API mailer hands them to the API, the outbox keeps them.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the message is accepted; throws `MailError` when it was not. */
  send(message: MailMessage): Promise<void>;
}

/** A message that was not accepted. Never carries credentials. */
export class MailError extends Error {
  override readonly name = 'MailError';
  /** The API's HTTP status, or null when no answer came (network, time-out, file system). */
  readonly httpStatus: number | null;
  // A plain field rather than a parameter property: Node runs this file with type stripping only.
  constructor(message: string, httpStatus: number | null = null, options?: ErrorOptions) {
    super(message, options);
    this.httpStatus = httpStatus;
  }
}
