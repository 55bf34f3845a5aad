/**
 * The payment link staff send says what the page it opens will charge: the down payment on a
 * booking not paid yet (the page asks for it first), the whole price, or what is left after a down
 * payment, each with its mobile money fee, in the e-mail and the WhatsApp message alike.
 */
import { describe, expect, it } from 'vitest';
import { sampleBooking } from '../../../../scripts/lib/email-samples.ts';
import { paymentLinkEmail, paymentLinkUrl, whatsappLink } from '../../../../src/server/mail/change-emails.ts';

const SITE = 'https://tours.example';
/** Spaces as formatXaf writes them (narrow no-break), read as plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('the payment link', () => {
  it('asks for the down payment, fee included, on a booking nothing was paid on yet', async () => {
    const booking = sampleBooking('en', { amountPaid: 0, leftToPay: 300_000, status: 'pending_payment' });
    const url = paymentLinkUrl(SITE, booking);
    const mail = await paymentLinkEmail(booking, url);
    // 30 % of 300,000 is 90,000, with its 2 % fee: what the page charges first.
    expect(plain(mail.text)).toContain(
      'Here is the link to pay the down payment on your reservation, XAF 91,800 (mobile money fee included)',
    );
    expect(plain(mail.text)).toContain('The rest, XAF 210,000, is paid later.');
    expect(mail.text).not.toContain('what is left');
    expect(plain(decodeURIComponent(whatsappLink(booking, url)))).toContain('to pay XAF 91,800 for');
  });

  it('asks for what is left after the down payment, and the whole price when paid at once', async () => {
    const balance = sampleBooking('en');
    const mail = await paymentLinkEmail(balance, paymentLinkUrl(SITE, balance));
    expect(plain(mail.text)).toContain('to pay what is left on your reservation, XAF 214,200');
    const single = sampleBooking('en', {
      paymentType: 'single',
      amountPaid: 0,
      leftToPay: 300_000,
      status: 'pending_payment',
    });
    const whole = await paymentLinkEmail(single, paymentLinkUrl(SITE, single));
    expect(plain(whole.text)).toContain('to pay your reservation in full, XAF 306,000');
  });

  it('names the card too, with its own fee, when the agency takes cards and the charge is within its limit', async () => {
    const cards = { feePercent: 3.5, limitXaf: null };
    const booking = sampleBooking('en', { amountPaid: 0, leftToPay: 300_000, status: 'pending_payment' });
    const mail = await paymentLinkEmail(booking, paymentLinkUrl(SITE, booking), undefined, cards);
    // The down payment, 90,000, with the card's 3.5 % (3,150) instead of the mobile money fee.
    expect(plain(mail.text)).toContain(
      'XAF 91,800 (mobile money fee included), by mobile money (MTN or Orange).',
    );
    expect(plain(mail.text)).toContain(
      'You can also pay by card (Visa or Mastercard) on the same page: XAF 93,150, card fee included.',
    );
    expect(mail.text).toContain('Pay by mobile money or card');
    // The WhatsApp message staff send says the same.
    expect(plain(decodeURIComponent(whatsappLink(booking, paymentLinkUrl(SITE, booking), cards)))).toContain(
      'by mobile money: https://tours.example/payments/partial/pay?code=',
    );
    expect(plain(decodeURIComponent(whatsappLink(booking, paymentLinkUrl(SITE, booking), cards)))).toContain(
      'You can also pay by card (Visa or Mastercard) on the same page: XAF 93,150, card fee included.',
    );
    const french = sampleBooking('fr', { amountPaid: 0, leftToPay: 300_000, status: 'pending_payment' });
    const mailFr = await paymentLinkEmail(french, paymentLinkUrl(SITE, french), undefined, cards);
    expect(plain(mailFr.text)).toContain(
      'Vous pouvez aussi payer par carte (Visa ou Mastercard) sur la même page',
    );
  });

  it('names mobile money only above the card limit, or when the agency takes no cards', async () => {
    // The balance, 210,000, is 217,350 by card: above a limit of 200,000.
    const booking = sampleBooking('en');
    const url = paymentLinkUrl(SITE, booking);
    for (const mail of [
      await paymentLinkEmail(booking, url, undefined, { feePercent: 3.5, limitXaf: 200_000 }),
      await paymentLinkEmail(booking, url),
    ]) {
      expect(mail.text).not.toMatch(/by card/);
      expect(mail.text).toContain('Pay by mobile money');
      expect(mail.text).not.toContain('Pay by mobile money or card');
    }
    const limited = whatsappLink(booking, url, { feePercent: 3.5, limitXaf: 200_000 });
    expect(decodeURIComponent(limited)).not.toMatch(/by card/);
  });
});
