import { defineArrayMember, defineField, defineType, type NumberRule } from 'sanity';
import { LANGUAGE_OPTIONS, requiredString, requiredText } from './fields.ts';

/** Social networks the site has icons for. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'linkedin'] as const;

/** Two decimals at most: the fee is shown and charged as a percentage with cents. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
}

/** A fee in percent (mobile money's, the card's): 0 to 20, at most 2 decimals. */
function feePercentRule(rule: NumberRule) {
  return rule
    .min(0)
    .max(20)
    .custom((value) => (value === undefined || hasAtMostTwoDecimals(value) ? true : 'Use at most 2 decimals'))
    .error();
}

const socialLink = defineArrayMember({
  name: 'socialLink',
  title: 'Social network',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Network',
      type: 'string',
      options: { list: [...SOCIAL_PLATFORMS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Address of the page',
      type: 'url',
      // https only, as the build requires: the site never links to a page over plain http.
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
});

const routeRule = defineArrayMember({
  name: 'routeRule',
  title: 'Route rule',
  type: 'object',
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      description: 'An old address of the site, starting with "/", e.g. "/offers".',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\/\S*$/, { name: 'path starting with /' }),
    }),
    defineField({
      name: 'to',
      title: 'To',
      description:
        'Where visitors are sent: a page of the site ("/packages") or an address of an allowed site.',
      type: 'string',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'status',
      title: 'Kind',
      description: '301 when the page moved for good (search engines follow), 302 for a temporary detour.',
      type: 'number',
      options: {
        list: [
          { title: '301, moved for good', value: 301 },
          { title: '302, temporary', value: 302 },
        ],
        layout: 'radio',
      },
      initialValue: 301,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', status: 'status' },
    prepare: ({ from, to, status }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: String(status ?? ''),
    }),
  },
});

const refundBand = defineArrayMember({
  name: 'refundBand',
  title: 'Refund band',
  type: 'object',
  fields: [
    defineField({
      name: 'minDays',
      title: 'From this many days before the trip',
      description: 'Whole days, 0 or more; the band runs until the next band with more days.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'percent',
      title: 'Refund (% of what was paid)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0).max(100),
    }),
  ],
  preview: {
    select: { minDays: 'minDays', percent: 'percent' },
    prepare: ({ minDays, percent }) => ({ title: `${minDays ?? '?'}+ days: ${percent ?? '?'} %` }),
  },
});

/** The build refuses bands out of order or starting on the same day, as this does in the Studio. */
function bandsProblem(bands: { minDays?: number }[] | undefined): string | true {
  const days = (bands ?? []).map((band) => band.minDays ?? 0);
  for (let i = 1; i < days.length; i += 1) {
    if ((days[i] ?? 0) >= (days[i - 1] ?? 0)) {
      return 'List the bands from the most days before the trip to the fewest, each from another day';
    }
  }
  return true;
}

/** The same limits as the build (src/domain/indicative-price.ts), which fails on anything else. */
const USD_RATE_RANGE = { min: 300, max: 1000 } as const;

/** A day not yet come would keep a rate "fresh" for ever: the build refuses it too. */
function asOfProblem(value: string | undefined): string | true {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return value === undefined || value <= tomorrow ? true : 'Give the day you read the rate, not a later one';
}

/** A rate without its day (or a day without its rate) shows no dollar figure: say so. */
function halfRateProblem(value: { xafPerUsd?: number; asOf?: string } | undefined): string | true {
  if (!value) return true;
  const hasRate = value.xafPerUsd !== undefined;
  const hasDay = value.asOf !== undefined;
  return hasRate === hasDay ? true : 'Give both the rate and the day it was read, or neither';
}

/** One document for the whole site: contact details, payment percentages, redirects. */
export const settings = defineType({
  name: 'settings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'agency', title: 'Agency', default: true },
    { name: 'payments', title: 'Payments' },
    { name: 'links', title: 'Links and redirects' },
  ],
  fields: [
    requiredString({
      name: 'agencyName',
      title: 'Agency name',
      description: 'Shown in the header, e-mails and invoices.',
    }),
    requiredText(
      {
        name: 'tagline',
        title: 'Tagline',
        description: 'One line under the name, also used in search results.',
      },
      2,
    ),
    defineField({
      name: 'whatsappNumber',
      title: 'WhatsApp number',
      description:
        'International format with no spaces, e.g. +237670000000: the WhatsApp button opens a chat with it.',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(/^\+[1-9]\d{7,14}$/, { name: 'international number (+237...)' }),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      description: 'Shown to customers on the site and in their e-mails.',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'notificationLanguage',
      title: 'Language of staff notices',
      description:
        'The language of the e-mails the owners receive about bookings and payments (their addresses are the owner accounts of the back office, never set here).',
      type: 'string',
      options: LANGUAGE_OPTIONS,
      initialValue: 'en',
    }),
    requiredString({
      name: 'phone',
      title: 'Phone',
      description: 'As people should dial it, e.g. +237 233 42 18 60.',
    }),
    requiredText(
      { name: 'address', title: 'Address', description: 'Office address shown in the footer.' },
      2,
    ),
    defineField({
      name: 'brandColour',
      title: 'E-mail header colour',
      description:
        'Colour of the band with the logo and name at the top of every e-mail, as #rrggbb. White ' +
        "text sits on it, so it must be dark (4.5:1): a lighter one is replaced by the site's green.",
      type: 'string',
      initialValue: '#1f4d3a',
      validation: (rule) => rule.regex(/^#[0-9a-fA-F]{6}$/, { name: 'colour as #rrggbb' }),
    }),
    defineField({
      name: 'accentColour',
      title: 'E-mail button colour',
      description:
        'Colour of the one button of every e-mail (pay, see the booking), as #rrggbb. White text ' +
        "sits on it, so it must be dark (4.5:1): a lighter one is replaced by the site's clay.",
      type: 'string',
      initialValue: '#a4461f',
      validation: (rule) => rule.regex(/^#[0-9a-fA-F]{6}$/, { name: 'colour as #rrggbb' }),
    }),
    defineField({
      name: 'chatWidgetId',
      title: 'Live chat widget id',
      description:
        'Id of the live-chat widget (propertyId, or propertyId/widgetId); leave empty to show no chat.',
      type: 'string',
      // The build refuses anything else: the id becomes part of the chat script's address.
      validation: (rule) =>
        rule.regex(/^\s*(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?)?\s*$/, { name: 'chat id' }),
    }),
    defineField({
      name: 'downPaymentPercent',
      title: 'Down payment (%)',
      group: 'payments',
      description:
        'Share of the total paid to confirm a booking paid in several times; whole percent, 30 when empty.',
      type: 'number',
      initialValue: 30,
      validation: (rule) => rule.integer().min(1).max(100),
    }),
    defineField({
      name: 'balanceDueDays',
      title: 'Balance due (days before the trip)',
      group: 'payments',
      description:
        'How many days before the trip the balance is due, shown on the booking page and in the ' +
        'confirmation; whole days from 0 to 180, 30 when empty.',
      type: 'number',
      initialValue: 30,
      validation: (rule) => rule.integer().min(0).max(180),
    }),
    defineField({
      name: 'feePercent',
      title: 'Mobile-money fee (%)',
      group: 'payments',
      description:
        'Added to each amount paid online, at most 20 and 2 decimals (e.g. 2 or 1.75); 2 when empty.',
      type: 'number',
      initialValue: 2,
      validation: feePercentRule,
    }),
    defineField({
      name: 'usdRate',
      title: 'US dollar rate',
      group: 'payments',
      description:
        'For the amounts shown in dollars beside XAF, as an indication (customers always pay in XAF). ' +
        'Update it at least once a month: a rate more than 45 days old is no longer shown. Euros need ' +
        'no rate: the franc is fixed to the euro (1 EUR = 655.957 XAF).',
      type: 'object',
      options: { columns: 2 },
      fields: [
        defineField({
          name: 'xafPerUsd',
          title: '1 USD = … XAF',
          description: 'XAF for one US dollar, e.g. 565.5 (between 300 and 1000).',
          type: 'number',
          validation: (rule) => rule.min(USD_RATE_RANGE.min).max(USD_RATE_RANGE.max),
        }),
        defineField({
          name: 'asOf',
          title: 'As of',
          description: 'The day you read the rate.',
          type: 'date',
          validation: (rule) => rule.custom(asOfProblem),
        }),
      ],
      validation: (rule) => rule.custom(halfRateProblem),
    }),
    defineField({
      name: 'cardFeePercent',
      title: 'Card fee (%)',
      group: 'payments',
      description:
        'Added to each amount paid by card (Visa, Mastercard), at most 20 and 2 decimals; 3.5 when ' +
        'empty. The fee is then rounded up by at most 4 XAF so the charge is a multiple of 5.',
      type: 'number',
      initialValue: 3.5,
      validation: feePercentRule,
    }),
    defineField({
      name: 'cardLimitXaf',
      title: 'Card limit per payment (XAF)',
      group: 'payments',
      description:
        'No single card payment above this amount (fee included); empty: only the online rule of ' +
        'every payment applies (above 1,000,000 XAF only the down payment is paid online).',
      type: 'number',
      validation: (rule) => rule.integer().min(1000).max(100_000_000),
    }),
    defineField({
      name: 'refundBands',
      title: 'Cancellation refunds',
      group: 'payments',
      description:
        'What comes back of the amount paid when a booking is cancelled, by days before the trip ' +
        '(e.g. 30 days: 90 %, 14 days: 50 %, 0 days: 0 %). The back office proposes it; ' +
        'the owner decides each refund. Empty: the whole amount paid is proposed.',
      type: 'array',
      of: [refundBand],
      validation: (rule) => rule.custom(bandsProblem).error(),
    }),
    defineField({
      name: 'cancellationPolicyText',
      title: 'Cancellation policy',
      group: 'payments',
      description: 'The policy in words, shown before paying and on the booking page (English).',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.max(2000),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social networks',
      group: 'links',
      description: 'Pages of the agency on social networks, shown in the footer.',
      type: 'array',
      of: [socialLink],
    }),
    defineField({
      name: 'routeRules',
      title: 'Route rules',
      group: 'links',
      description: 'Redirects from old or short addresses. Give French pages their own rule ("/fr/offres").',
      type: 'array',
      of: [routeRule],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
