/**
 * The balance reminder names the ways the payment page takes the balance: mobile money always, the
 * card too when the agency takes cards and the balance with its card fee is within the card limit.
 */
import { describe, expect, it } from 'vitest';
import { sampleBooking } from '../../../../scripts/lib/email-samples.ts';
import { balanceReminderEmail } from '../../../../src/server/mail/reminder-emails.ts';

const LINKS = { siteUrl: 'https://tours.example', secret: 'a-secret-of-thirty-two-characters!!' };
const DUE = '2027-01-15';

describe('the balance reminder', () => {
  it('names the card beside mobile money when the agency takes cards, in both languages', async () => {
    const cards = { feePercent: 3.5, limitXaf: null };
    const en = await balanceReminderEmail(sampleBooking('en'), 'balance_14', DUE, LINKS, cards);
    expect(en.text).toContain('by mobile money (MTN or Orange) or by card (Visa or Mastercard)');
    const fr = await balanceReminderEmail(sampleBooking('fr'), 'balance_14', DUE, LINKS, cards);
    expect(fr.text).toContain('par mobile money (MTN ou Orange) ou par carte (Visa ou Mastercard)');
  });

  it('names mobile money only above the card limit, or when the agency takes no cards', async () => {
    // The balance, 210,000, is 217,350 by card: above a limit of 200,000.
    const booking = sampleBooking('en');
    for (const mail of [
      await balanceReminderEmail(booking, 'balance_14', DUE, LINKS, { limitXaf: 200_000 }),
      await balanceReminderEmail(booking, 'balance_14', DUE, LINKS),
    ]) {
      expect(mail.text).toContain('by mobile money (MTN or Orange) from the link below');
      expect(mail.text).not.toMatch(/by card/);
    }
  });
});
