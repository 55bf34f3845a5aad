/** The attention report as plain text for the agency's terminal (English, amounts in XAF). */
import type { OnlineMethod } from '../../domain/payment-method.ts';
import { formatXaf } from '../../i18n/format.ts';
import { paymentMethodName } from '../../i18n/payment-method-name.ts';
import type { AttentionAttempt, AttentionBooking, AttentionReport } from '../repositories/attention.ts';

/** The method, then the masked number or the card's digits when there are any. */
const named = (p: { method: OnlineMethod; number: string }) =>
  [paymentMethodName('en', p.method), p.number].filter(Boolean).join(' ');

function bookingLines(b: AttentionBooking, headline: string): string[] {
  return [
    `${b.code}  ${b.fullName}  WhatsApp ${b.whatsapp}  ${b.email}`,
    `  ${headline}`,
    ...b.payments.map(
      (p) =>
        `  - ${formatXaf(p.amount, 'en')} by ${named(p)}, ${p.confirmedAt?.toISOString() ?? 'time unknown'}` +
        `, reference ${p.reference}, provider ${p.providerId ?? '?'}` +
        (p.financialTransId ? `, operator ${p.financialTransId}` : '') +
        (p.lateSuccess ? ' (confirmed after we had closed it)' : '') +
        (p.cancelledBooking ? ' (on the cancelled booking)' : ''),
    ),
  ];
}

const UNRESOLVED_HEADLINE = {
  needs_review: 'provider answer does not match: nothing paid',
  unresolved: 'never confirmed in time',
} as const;

function attemptLines(a: AttentionAttempt): string[] {
  return [
    `${a.code}  ${a.fullName}  WhatsApp ${a.whatsapp}`,
    `  ${UNRESOLVED_HEADLINE[a.status]}: ${formatXaf(a.due, 'en')} by ${named(a)}, ` +
      `${a.createdAt.toISOString()}, reference ${a.reference}, provider ${a.providerId ?? '?'}`,
    `  why: ${a.reason}`,
  ];
}

export function attentionText(report: AttentionReport, sinceDays: number): string {
  const lines: string[] = [];
  const empty = [report.unresolved, report.overpaid, report.balanceOffline, report.refunds];
  if (empty.every((list) => list.length === 0)) {
    return `Nothing needs attention in bookings of the last ${sinceDays} days.`;
  }
  if (report.unresolved.length > 0) {
    lines.push(
      `Payments to check at the provider (${report.unresolved.length})`,
      'A success found later is recorded by itself; a customer who paid outside the site is handled by hand.',
      '',
    );
    for (const a of report.unresolved) lines.push(...attemptLines(a), '');
  }
  if (report.refunds.length > 0) {
    lines.push(`Cancelled with money received: refund it (${report.refunds.length})`);
    lines.push(
      'Once sent, record it: npm run payments:attention -- --returned <code> --note "<payout reference>"',
      '',
    );
    for (const b of report.refunds) {
      lines.push(
        ...bookingLines(
          b,
          `cancelled, paid ${formatXaf(b.paid, 'en')}` +
            (b.excessReturned > 0 ? `, sent back ${formatXaf(b.excessReturned, 'en')}` : '') +
            `: Refund ${formatXaf(b.paid - b.excessReturned, 'en')}`,
        ),
        '',
      );
    }
  }
  if (report.overpaid.length > 0) {
    lines.push(`Paid more than the total: send the excess back (${report.overpaid.length})`);
    lines.push(
      'Once sent, record it: npm run payments:attention -- --returned <code> --note "<payout reference>"',
      '',
    );
    for (const b of report.overpaid) {
      lines.push(
        ...bookingLines(
          b,
          `total ${formatXaf(b.total, 'en')}, paid ${formatXaf(b.paid, 'en')}` +
            (b.excessReturned > 0 ? `, sent back ${formatXaf(b.excessReturned, 'en')}` : '') +
            `: owed ${formatXaf(b.paid - b.total - b.excessReturned, 'en')}`,
        ),
        '',
      );
    }
  }
  if (report.balanceOffline.length > 0) {
    lines.push(`Above the online limit: collect the balance offline (${report.balanceOffline.length})`, '');
    for (const b of report.balanceOffline) {
      lines.push(
        ...bookingLines(
          b,
          `total ${formatXaf(b.total, 'en')}, paid ${formatXaf(b.paid, 'en')}: balance ${formatXaf(b.total - b.paid, 'en')}`,
        ),
        '',
      );
    }
  }
  return lines.join('\n').trimEnd();
}
