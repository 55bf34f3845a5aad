/**
 * The WhatsApp message templates the agency submits in WhatsApp Manager (docs/whatsapp.md): each
 * one's name, its body parameters in order and its body text in English and French, exactly as
 * submitted. The sender fills them, the local twin checks every message against them, and the docs
 * list them: one registry for all three. Pure data.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { WhatsAppTemplate } from './whatsapp-sender.ts';

export interface TemplateDefinition {
  name: WhatsAppTemplate;
  /** Meta's category: utility messages tell of a transaction the customer started. */
  category: 'UTILITY';
  /** What each of `{{1}}`, `{{2}}`, ... stands for, in order. */
  params: readonly string[];
  /** The body as submitted, per language. */
  body: Readonly<Record<Locale, string>>;
}

/** The language code each template is submitted under, per site language. */
export const TEMPLATE_LANGUAGES: Readonly<Record<Locale, string>> = { en: 'en', fr: 'fr' };

// French punctuation takes a narrow no-break space before : ; ! ? as on the site. Meta refuses a
// body that starts or ends with a parameter, so each one ends with words.
const NNBSP = '\u202f';

export const WHATSAPP_TEMPLATES: Readonly<Record<WhatsAppTemplate, TemplateDefinition>> = {
  booking_confirmation: {
    name: 'booking_confirmation',
    category: 'UTILITY',
    params: ['first name', 'trip', 'booking code', 'date', 'total', 'booking page link'],
    body: {
      en: 'Hello {{1}}, thank you for booking {{2}} with us. Your booking code is {{3}}. Date: {{4}}. Total: {{5}}. Follow your booking and pay here: {{6}}. Any question? Just answer this message.',
      fr: `Bonjour {{1}}, merci d’avoir réservé {{2}} chez nous. Votre code de réservation est {{3}}. Date${NNBSP}: {{4}}. Total${NNBSP}: {{5}}. Suivez votre réservation et payez ici${NNBSP}: {{6}}. Une question${NNBSP}? Répondez simplement à ce message.`,
    },
  },
  payment_receipt: {
    name: 'payment_receipt',
    category: 'UTILITY',
    params: [
      'first name',
      'amount paid',
      'booking code',
      'payment reference',
      'paid so far',
      'left to pay',
      'booking page link',
    ],
    body: {
      en: 'Hello {{1}}, we received your payment of {{2}} for booking {{3}} (reference {{4}}). Paid so far: {{5}}. Left to pay: {{6}}. Your booking: {{7}}. Thank you!',
      fr: `Bonjour {{1}}, nous avons bien reçu votre paiement de {{2}} pour la réservation {{3}} (référence {{4}}). Payé à ce jour${NNBSP}: {{5}}. Reste à payer${NNBSP}: {{6}}. Votre réservation${NNBSP}: {{7}}. Merci${NNBSP}!`,
    },
  },
  balance_reminder: {
    name: 'balance_reminder',
    category: 'UTILITY',
    params: ['first name', 'balance', 'trip', 'booking code', 'due date', 'payment link'],
    body: {
      en: 'Hello {{1}}, the balance of {{2}} for your trip {{3}} (booking {{4}}) is due on {{5}}. Pay it here: {{6}}. Any question? Just answer this message.',
      fr: `Bonjour {{1}}, le solde de {{2}} pour votre voyage {{3}} (réservation {{4}}) est à régler avant le {{5}}. Payez-le ici${NNBSP}: {{6}}. Une question${NNBSP}? Répondez simplement à ce message.`,
    },
  },
  pre_trip: {
    name: 'pre_trip',
    category: 'UTILITY',
    params: ['first name', 'trip', 'date', 'meeting point', 'meeting time', 'what to bring'],
    body: {
      en: 'Hello {{1}}, your trip {{2}} starts on {{3}}. Meeting point: {{4}}, at {{5}}. What to bring: {{6}}. See you soon!',
      fr: `Bonjour {{1}}, votre voyage {{2}} commence le {{3}}. Point de rendez-vous${NNBSP}: {{4}}, à {{5}}. À emporter${NNBSP}: {{6}}. À bientôt${NNBSP}!`,
    },
  },
  review_invitation: {
    name: 'review_invitation',
    category: 'UTILITY',
    params: ['first name', 'trip', 'review link'],
    body: {
      en: 'Hello {{1}}, thank you for travelling with us on {{2}}. Tell other travellers how it went: {{3}}. Thank you!',
      fr: `Bonjour {{1}}, merci d’avoir voyagé avec nous pour {{2}}. Racontez votre voyage aux autres voyageurs${NNBSP}: {{3}}. Merci${NNBSP}!`,
    },
  },
};

/** The template of that name, or null (a name from outside, e.g. a request to the twin). */
export function templateNamed(name: string): TemplateDefinition | null {
  return Object.hasOwn(WHATSAPP_TEMPLATES, name) ? WHATSAPP_TEMPLATES[name as WhatsAppTemplate] : null;
}

/** The site language a template language code stands for, or null. */
export function localeOfLanguage(code: string): Locale | null {
  const found = (Object.keys(TEMPLATE_LANGUAGES) as Locale[]).find((l) => TEMPLATE_LANGUAGES[l] === code);
  return found ?? null;
}

/** The body as the customer reads it: each `{{n}}` replaced by its parameter. */
export function renderTemplate(
  template: TemplateDefinition,
  locale: Locale,
  params: readonly string[],
): string {
  return template.body[locale].replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
}
