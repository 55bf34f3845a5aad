/**
 * The CinetPay twin's hosted page ("guichet"): plain server-rendered HTML in English or French (the
 * payment's `lang`), no script, labelled fields, one heading per step. Its test cards decide the
 * outcome; the card never leaves the twin.
 */
import type { TwinTransaction } from './cinetpay-book.ts';

/** The test cards the page lists (spaces allowed when typed). */
export const TEST_CARDS = {
  '4000000000000002': { outcome: 'success', brand: 'VISA' },
  '5555555555554444': { outcome: 'success', brand: 'MASTERCARD' },
  '4000000000000069': { outcome: 'declined', brand: 'VISA' },
  '4000000000003220': { outcome: 'challenge', brand: 'VISA' },
} as const;
/** The code the 3-D Secure step accepts; any other declines the payment. */
export const CHALLENGE_CODE = '1234';

type Lang = TwinTransaction['lang'];

const WORDS = {
  en: {
    title: 'Card payment',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay',
    cancel: 'Cancel the payment',
    testCards: 'Test cards',
    success: 'approved',
    declined: 'declined',
    challenge: '3-D Secure step (code 1234)',
    invalid: 'Check the card number, expiry date and security code.',
    challengeTitle: 'Confirm with your bank (3-D Secure)',
    challengeCode: 'Code sent by your bank',
    confirm: 'Confirm',
    doneSuccess: 'Payment approved.',
    doneDeclined: 'Payment declined by the card issuer.',
    doneAbandoned: 'Payment cancelled. Nothing was charged.',
    back: "Return to the merchant's site",
    closed: 'This payment is closed.',
  },
  fr: {
    title: 'Paiement par carte',
    amount: 'Montant',
    card: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Code de sécurité (CVC)',
    pay: 'Payer',
    cancel: 'Annuler le paiement',
    testCards: 'Cartes de test',
    success: 'acceptée',
    declined: 'refusée',
    challenge: 'étape 3-D Secure (code 1234)',
    invalid: 'Vérifiez le numéro de carte, la date d’expiration et le code de sécurité.',
    challengeTitle: 'Confirmez auprès de votre banque (3-D Secure)',
    challengeCode: 'Code envoyé par votre banque',
    confirm: 'Confirmer',
    doneSuccess: 'Paiement accepté.',
    doneDeclined: 'Paiement refusé par l’émetteur de la carte.',
    doneAbandoned: 'Paiement annulé. Rien n’a été débité.',
    back: 'Retour au site marchand',
    closed: 'Ce paiement est clos.',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function amountOf(tx: TwinTransaction): string {
  return `${new Intl.NumberFormat(tx.lang === 'fr' ? 'fr-FR' : 'en-GB').format(tx.amount)} ${tx.currency}`;
}

function layout(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · CinetPay (twin)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:.75rem;font-weight:600}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #555;border-radius:4px}
button{font:inherit;margin-top:1rem;padding:.6rem 1rem;min-height:44px;border-radius:4px;border:1px solid #123;background:#0b5;color:#fff}
button.secondary{background:#fff;color:#123}[role=alert]{color:#a00;font-weight:600}</style></head>
<body><main>${body}</main></body></html>`;
}

export function payPage(tx: TwinTransaction, invalid = false): string {
  const w = WORDS[tx.lang];
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([number, card]) =>
        `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${w[card.outcome]}</li>`,
    )
    .join('');
  return layout(
    tx.lang,
    w.title,
    `<h1>${w.title}</h1>
<p>${escapeHtml(tx.description)}</p><p>${w.amount}: <strong>${escapeHtml(amountOf(tx))}</strong></p>
${invalid ? `<p role="alert">${w.invalid}</p>` : ''}
<form method="post" action="/payment/${tx.token}/card">
<label for="card">${w.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">${w.expiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" required>
<label for="cvc">${w.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">${w.pay} ${escapeHtml(amountOf(tx))}</button></form>
<form method="post" action="/payment/${tx.token}/cancel"><button type="submit" class="secondary">${w.cancel}</button></form>
<h2>${w.testCards}</h2><ul>${cards}</ul><p>12/30 · 123</p>`,
  );
}

export function challengePage(tx: TwinTransaction): string {
  const w = WORDS[tx.lang];
  return layout(
    tx.lang,
    w.challengeTitle,
    `<h1>${w.challengeTitle}</h1><p>${w.amount}: <strong>${escapeHtml(amountOf(tx))}</strong></p>
<form method="post" action="/payment/${tx.token}/challenge">
<label for="code">${w.challengeCode}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">${w.confirm}</button></form>
<form method="post" action="/payment/${tx.token}/cancel"><button type="submit" class="secondary">${w.cancel}</button></form>`,
  );
}

/**
 * The end of the page: the outcome, and the way back, a form CinetPay posts to `return_url` with the
 * token and transaction id (docs/payments.md#cinetpay). The return proves nothing to the merchant.
 */
export function donePage(tx: TwinTransaction): string {
  const w = WORDS[tx.lang];
  const said =
    tx.state === 'success'
      ? w.doneSuccess
      : tx.state === 'declined'
        ? w.doneDeclined
        : tx.state === 'abandoned'
          ? w.doneAbandoned
          : w.closed;
  return layout(
    tx.lang,
    w.title,
    `<h1>${w.title}</h1><p role="status">${said}</p>
<form method="post" action="${escapeHtml(tx.returnUrl)}">
<input type="hidden" name="token" value="${tx.token}"><input type="hidden" name="transaction_id" value="${escapeHtml(tx.transactionId)}">
<button type="submit">${w.back}</button></form>`,
  );
}
