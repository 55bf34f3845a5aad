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
});
