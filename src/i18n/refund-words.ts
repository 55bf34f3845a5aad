/**
 * The sentences of a refund's account (`src/domain/refund-account.ts`), the same on the booking
 * page, in the e-mails and in the back office: each caller gives its own translator (the island's
 * picked strings, the server's catalogue) and they all say paid, kept and why, sent back, to come.
 */
import type { RefundAccount } from '../domain/refund-account.ts';
import type { MessageParams } from './template.ts';

export const REFUND_ACCOUNT_KEYS = [
  'refund.account.paid',
  'refund.account.nothingPaid',
  'refund.account.nothingKept',
  'refund.account.keptPolicy',
  'refund.account.keptPolicyOne',
  'refund.account.keptTooLate',
  'refund.account.keptAgency',
  'refund.account.keptUnrecorded',
  'refund.account.sentBack',
  'refund.account.toCome',
  'refund.account.toComeCard',
  'refund.account.nothingToCome',
] as const;
export type RefundAccountKey = (typeof REFUND_ACCOUNT_KEYS)[number];

export interface RefundWords {
  t: (key: RefundAccountKey, params?: MessageParams) => string;
  xaf: (amount: number) => string;
  percent: (percent: number) => string;
}

function keptSentence(account: RefundAccount, { t, xaf, percent }: RefundWords): string {
  const kept = xaf(account.kept);
  const { because } = account;
  switch (because.kind) {
    case 'nothingKept':
      return t('refund.account.nothingKept');
    case 'policy':
      return t(because.daysBefore === 1 ? 'refund.account.keptPolicyOne' : 'refund.account.keptPolicy', {
        kept,
        days: because.daysBefore,
        percent: percent(because.percent),
      });
    case 'tooLate':
      return t('refund.account.keptTooLate', { kept, days: because.daysBefore });
    case 'agency':
      return t('refund.account.keptAgency', { kept, reason: because.reason });
    case 'unrecorded':
      return t('refund.account.keptUnrecorded', { kept });
  }
}

/** The account as sentences, in order; one sentence when nothing was paid. */
export function refundSentences(account: RefundAccount, words: RefundWords): string[] {
  const { t, xaf } = words;
  if (account.paid === 0 && account.sentBack === 0 && account.toCome === 0) {
    return [t('refund.account.nothingPaid')];
  }
  return [
    t('refund.account.paid', { paid: xaf(account.paid) }),
    keptSentence(account, words),
    ...(account.sentBack > 0 ? [t('refund.account.sentBack', { amount: xaf(account.sentBack) })] : []),
    account.toCome > 0
      ? t(account.paidBy === 'card' ? 'refund.account.toComeCard' : 'refund.account.toCome', {
          amount: xaf(account.toCome),
        })
      : t('refund.account.nothingToCome'),
  ];
}
