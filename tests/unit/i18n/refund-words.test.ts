import { describe, expect, it } from 'vitest';
import { refundAccount } from '../../../src/domain/refund-account.ts';
import { formatPercent, formatXaf } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../../../src/i18n/messages.ts';
import { refundSentences } from '../../../src/i18n/refund-words.ts';

/** The amounts' no-break spaces as plain ones, to read the English sentences. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const words = (locale: Locale) => ({
  t: (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t(locale, key, params),
  xaf: (amount: number) => formatXaf(amount, locale),
  percent: (percent: number) => formatPercent(percent, locale),
});

/** 255,000 paid on a booking repriced to 100,000, cancelled in the 90 % band: 245,000 back. */
const overpaid = {
  paid: 255_000,
  decided: 245_000,
  refunded: 0,
  owed: 245_000,
  excess: 155_000,
  share: 90_000,
};

describe('the refund told in sentences', () => {
  it('never says the policy keeps a share of everything paid when an overpayment comes back whole', () => {
    const account = refundAccount(overpaid, { percent: 90, daysBefore: 30, reason: null });
    const [paid, kept] = refundSentences(account, words('en')).map(plain);
    expect(paid).toBe('XAF 255,000 was paid.');
    expect(kept).toContain('keeps XAF 10,000');
    expect(kept).toContain('90% of the price paid comes back');
    expect(kept).toContain('anything paid over the price comes back in full');
    expect(kept).not.toContain('of what was paid');
  });

  it('says one day, not "1 days", in both languages', () => {
    const account = refundAccount(overpaid, { percent: 50, daysBefore: 1, reason: null });
    expect(refundSentences(account, words('en'))[1]).toContain('cancelled 1 day before the trip');
    expect(refundSentences(account, words('fr'))[1]).toContain('annulée 1\u00a0jour avant le voyage');
    const later = refundAccount(overpaid, { percent: 50, daysBefore: 12, reason: null });
    expect(refundSentences(later, words('fr'))[1]).toContain('annulée 12\u00a0jours avant');
  });

  it('too late for the price: keeps what it keeps, not "all of it"', () => {
    const account = refundAccount(
      { paid: 255_000, decided: 155_000, refunded: 0, owed: 155_000, excess: 155_000, share: 0 },
      { percent: 0, daysBefore: 2, reason: null },
    );
    const kept = plain(refundSentences(account, words('en'))[1]);
    expect(kept).toContain('keeps XAF 100,000');
    expect(kept).not.toContain('all of it');
  });
});
