/**
 * The one layout of every e-mail, written with React Email's components: the agency's band (logo and
 * name), the booking's summary (trip picture, dates, code, paid and left to pay), the message, one
 * button, and the agency's WhatsApp contact. One column of at most 600 px that narrows to a 320 px
 * phone; light colours by default and dark ones where the client asks (`color-scheme`, a media query,
 * Outlook's `data-ogsc`), with nothing that reads badly if a client inverts the colours itself.
 * React escapes every text and attribute. Written with `createElement` rather than JSX so that Node
 * runs it as it is (type stripping only) in scripts as well as in functions. Pure.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type CSSProperties, createElement as h, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { MAIL_WIDTH, type MailBrand } from './mail-brand.ts';

export type MailRow = readonly [label: string, value: string];

/** What a booking's messages show first: the trip, its picture and dates, the code and the money. */
export interface MailSummary {
  /** The trip's title, and its label in the text twin. */
  title: string;
  titleLabel: string;
  pictureUrl?: string;
  /** Label and value: dates, code, paid, left to pay (amounts in the booking's language). */
  lines: readonly MailRow[];
}

export interface MailLayoutProps {
  locale: Locale;
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  brand: MailBrand;
  summary?: MailSummary | undefined;
  intro: readonly string[];
  rows: readonly MailRow[];
  outro: readonly string[];
  button?: { label: string; url: string } | undefined;
  closing: readonly string[];
  /** The agency's WhatsApp number as written, and its wa.me link; none: no line. */
  whatsapp: { number: string; url: string } | null;
  /** Translated texts of the layout itself. */
  texts: { whatsapp: string; buttonFallback: string };
}

const INK = '#1d1b18';
const MUTED = '#5a5248';
const SAND = '#f7f1e6';
const LINE = '#d9ccb4';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Helvetica, Arial, sans-serif';

/**
 * Dark mode where clients honour it (Apple Mail, iOS, Outlook apps); `!important` beats the inline
 * light colours. Below 480 px the details stack, label over value, so a 320 px phone reads them.
 */
const STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .m-body, .m-body > table > tbody > tr > td { background-color: #12100e !important; }
  .m-card { background-color: #1d1b18 !important; border-color: #3a342d !important; }
  .m-text { color: #f7f1e6 !important; }
  .m-muted { color: #d9ccb4 !important; }
  .m-link { color: #f3a65a !important; }
  .m-rule { border-color: #3a342d !important; }
}
[data-ogsc] .m-text { color: #f7f1e6 !important; }
[data-ogsc] .m-muted { color: #d9ccb4 !important; }
[data-ogsc] .m-link { color: #f3a65a !important; }
@media (max-width: 480px) {
  .m-pad { padding-left: 16px !important; padding-right: 16px !important; }
  .m-details th, .m-details td { display: block !important; width: auto !important; }
  .m-details th { padding-bottom: 0 !important; }
  .m-details td { border-top: 0 !important; padding-top: 2px !important; }
}
`;

const text: CSSProperties = { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const pad: CSSProperties = { padding: '0 24px' };
const wrap: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };
/** Links in text are underlined: told apart by more than their colour (WCAG 1.4.1). */
const underlined = (brand: MailBrand): CSSProperties => ({
  color: brand.colours.accent,
  textDecoration: 'underline',
});

function header(brand: MailBrand): ReactElement {
  const colour = brand.colours.primary;
  return h(
    Section,
    { style: { backgroundColor: colour, padding: '16px 24px' }, className: 'm-pad' },
    h(
      'table',
      { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0 },
      h(
        'tbody',
        null,
        h(
          'tr',
          null,
          brand.logoUrl
            ? h(
                'td',
                { style: { paddingRight: '12px', verticalAlign: 'middle' } },
                // The logo is beside the name, which says it: an empty alt keeps readers from saying it twice.
                h(Img, {
                  src: brand.logoUrl,
                  width: 40,
                  height: 40,
                  alt: '',
                  style: { borderRadius: '8px', backgroundColor: '#ffffff' },
                }),
              )
            : null,
          h(
            'td',
            { style: { verticalAlign: 'middle' } },
            h(
              Text,
              {
                style: { color: '#ffffff', fontSize: '18px', lineHeight: '24px', fontWeight: 700, margin: 0 },
              },
              brand.agencyName,
            ),
          ),
        ),
      ),
    ),
  );
}

function detailsTable(rows: readonly MailRow[], className: string, strongValues: boolean): ReactElement {
  return h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      border: 0,
      className,
      style: { borderCollapse: 'collapse', margin: '0 0 16px' },
    },
    h(
      'tbody',
      null,
      rows.map(([label, value], index) =>
        h(
          'tr',
          { key: index },
          h(
            'th',
            {
              align: 'left',
              scope: 'row',
              className: 'm-muted m-rule',
              style: {
                ...wrap,
                color: MUTED,
                fontSize: '14px',
                lineHeight: '20px',
                fontWeight: 400,
                padding: '8px 12px 8px 0',
                width: '42%',
                verticalAlign: 'top',
                borderTop: `1px solid ${LINE}`,
              },
            },
            label,
          ),
          h(
            'td',
            {
              className: 'm-text m-rule',
              style: {
                ...wrap,
                color: INK,
                fontSize: '15px',
                lineHeight: '22px',
                fontWeight: strongValues ? 700 : 400,
                padding: '8px 0',
                verticalAlign: 'top',
                borderTop: `1px solid ${LINE}`,
              },
            },
            value,
          ),
        ),
      ),
    ),
  );
}

function summaryBlock(summary: MailSummary, brand: MailBrand): ReactNode[] {
  return [
    summary.pictureUrl
      ? h(Img, {
          key: 'picture',
          src: summary.pictureUrl,
          alt: '',
          width: MAIL_WIDTH,
          style: { display: 'block', width: '100%', maxWidth: `${MAIL_WIDTH}px`, height: 'auto' },
        })
      : null,
    h(
      Section,
      { key: 'summary', style: { ...pad, paddingTop: '20px' }, className: 'm-pad' },
      h(
        Heading,
        {
          as: 'h1',
          className: 'm-text',
          style: {
            ...wrap,
            color: brand.colours.primary,
            fontSize: '22px',
            lineHeight: '28px',
            margin: '0 0 12px',
          },
        },
        summary.title,
      ),
      detailsTable(summary.lines, 'm-details', true),
    ),
  ];
}

function buttonBlock(button: { label: string; url: string }, brand: MailBrand, fallback: string) {
  return h(
    Section,
    { style: { ...pad, padding: '8px 24px 8px' }, className: 'm-pad' },
    h(
      Button,
      {
        href: button.url,
        style: {
          backgroundColor: brand.colours.accent,
          color: '#ffffff',
          fontSize: '16px',
          lineHeight: '24px',
          fontWeight: 700,
          borderRadius: '8px',
          padding: '14px 20px',
          display: 'block',
          textAlign: 'center',
          textDecoration: 'none',
        },
      },
      button.label,
    ),
    h(
      Text,
      {
        className: 'm-muted',
        style: { ...wrap, color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '12px 0 16px' },
      },
      `${fallback} `,
      h(Link, { href: button.url, className: 'm-link', style: underlined(brand) }, button.url),
    ),
  );
}

function footer(brand: MailBrand, whatsapp: MailLayoutProps['whatsapp'], label: string): ReactElement {
  const signature = [brand.agencyName, brand.contactEmail].filter(Boolean).join(' · ');
  return h(
    Section,
    {
      className: 'm-pad m-rule',
      style: { ...pad, paddingTop: '16px', paddingBottom: '8px', borderTop: `1px solid ${LINE}` },
    },
    whatsapp
      ? h(
          Text,
          { className: 'm-text', style: { ...text, fontSize: '15px', margin: '0 0 8px' } },
          `${label} `,
          h(
            Link,
            {
              href: whatsapp.url,
              className: 'm-link',
              // The number on one line, as people read it out.
              style: { ...underlined(brand), fontWeight: 700, whiteSpace: 'nowrap' },
            },
            whatsapp.number,
          ),
        )
      : null,
    signature
      ? h(
          Text,
          {
            className: 'm-muted',
            style: { ...wrap, color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
          },
          signature,
        )
      : null,
  );
}

export function MailLayout(p: MailLayoutProps): ReactElement {
  const paragraph = (line: string, index: number) =>
    h(Text, { key: index, className: 'm-text', style: { ...text, ...wrap } }, line);
  return h(
    Html,
    { lang: p.locale, dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, p.subject),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('style', null, STYLE),
    ),
    h(Preview, null, p.preview),
    h(
      Body,
      {
        className: 'm-body',
        style: { backgroundColor: SAND, fontFamily: FONT, margin: 0, padding: '16px 8px' },
      },
      h(
        Container,
        {
          className: 'm-card',
          style: {
            maxWidth: `${MAIL_WIDTH}px`,
            width: '100%',
            backgroundColor: '#ffffff',
            border: `1px solid ${LINE}`,
            borderRadius: '12px',
            overflow: 'hidden',
          },
        },
        header(p.brand),
        ...(p.summary ? summaryBlock(p.summary, p.brand) : []),
        h(
          Section,
          { style: { ...pad, paddingTop: '20px' }, className: 'm-pad' },
          ...p.intro.map(paragraph),
          p.rows.length > 0 ? detailsTable(p.rows, 'm-details', false) : null,
          ...p.outro.map((line, index) => paragraph(line, p.intro.length + index)),
        ),
        p.button ? buttonBlock(p.button, p.brand, p.texts.buttonFallback) : null,
        p.closing.length > 0
          ? h(
              Section,
              { style: pad, className: 'm-pad' },
              h(
                Text,
                { className: 'm-text', style: { ...text, ...wrap } },
                ...p.closing.flatMap((line, index) =>
                  index === 0 ? [line] : [h('br', { key: index }), line],
                ),
              ),
            )
          : null,
        footer(p.brand, p.whatsapp, p.texts.whatsapp),
      ),
    ),
  );
}
