/**
 * The one layout of every e-mail, written with React Email's components: the agency's band (logo and
 * name), the booking's summary (trip picture, dates, code, paid and left to pay), the message, one
 * button, and the agency's WhatsApp contact. One column of at most 600 px that narrows to a 320 px
 * phone; light colours by default and dark ones where the client asks (`color-scheme`, a media query,
 * Outlook's `data-ogsc`), with nothing that reads badly if a client inverts the colours itself.
 * React escapes every text and attribute. Written with `createElement` rather than JSX so that Node
 * runs it as it is (type stripping only) in scripts as well as in functions. Pure, once its
 * components are loaded.
 */
import type { CSSProperties, createElement, ReactElement, ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { MAIL_WIDTH, type MailBrand } from './mail-brand.ts';

/**
 * React and React Email's components, loaded with the first message rather than with the function
 * (a function's own modules are bundled into one file, so only a dynamic import of a package keeps
 * it out of a cold start): most requests send no e-mail, and those that do send it after answering.
 * One package per component, not `@react-email/components`: that one brings every component
 * (Tailwind, Markdown, Prism among them) and weighed 3.9 MB more in each bundle that sends mail
 * (`bookings-create` 9.11 MB against 5.22 MB, over the 7 MB budget; scripts/bundle-functions.ts).
 */
export interface MailComponents {
  h: typeof createElement;
  Body: typeof import('@react-email/body').Body;
  Button: typeof import('@react-email/button').Button;
  Container: typeof import('@react-email/container').Container;
  Head: typeof import('@react-email/head').Head;
  Heading: typeof import('@react-email/heading').Heading;
  Html: typeof import('@react-email/html').Html;
  Img: typeof import('@react-email/img').Img;
  Link: typeof import('@react-email/link').Link;
  Preview: typeof import('@react-email/preview').Preview;
  Section: typeof import('@react-email/section').Section;
  Text: typeof import('@react-email/text').Text;
}

export async function loadMailComponents(): Promise<MailComponents> {
  const [react, body, button, container, head, heading, html, img, link, preview, section, text] =
    await Promise.all([
      import('react'),
      import('@react-email/body'),
      import('@react-email/button'),
      import('@react-email/container'),
      import('@react-email/head'),
      import('@react-email/heading'),
      import('@react-email/html'),
      import('@react-email/img'),
      import('@react-email/link'),
      import('@react-email/preview'),
      import('@react-email/section'),
      import('@react-email/text'),
    ]);
  return {
    h: react.createElement,
    Body: body.Body,
    Button: button.Button,
    Container: container.Container,
    Head: head.Head,
    Heading: heading.Heading,
    Html: html.Html,
    Img: img.Img,
    Link: link.Link,
    Preview: preview.Preview,
    Section: section.Section,
    Text: text.Text,
  };
}

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
  /** The reminders' last line: why the message came, and the link that stops such messages. */
  optOut?: MailOptOut | undefined;
}

export interface MailOptOut {
  text: string;
  link: { label: string; url: string };
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

function header(c: MailComponents, brand: MailBrand): ReactElement {
  const colour = brand.colours.primary;
  return c.h(
    c.Section,
    { style: { backgroundColor: colour, padding: '16px 24px' }, className: 'm-pad' },
    c.h(
      'table',
      { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0 },
      c.h(
        'tbody',
        null,
        c.h(
          'tr',
          null,
          brand.logoUrl
            ? c.h(
                'td',
                { style: { paddingRight: '12px', verticalAlign: 'middle' } },
                // The logo is beside the name, which says it: an empty alt keeps readers from saying it twice.
                c.h(c.Img, {
                  src: brand.logoUrl,
                  width: 40,
                  height: 40,
                  alt: '',
                  style: { borderRadius: '8px', backgroundColor: '#ffffff' },
                }),
              )
            : null,
          c.h(
            'td',
            { style: { verticalAlign: 'middle' } },
            c.h(
              c.Text,
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

function detailsTable(
  c: MailComponents,
  rows: readonly MailRow[],
  className: string,
  strongValues: boolean,
): ReactElement {
  return c.h(
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
    c.h(
      'tbody',
      null,
      rows.map(([label, value], index) =>
        c.h(
          'tr',
          { key: index },
          c.h(
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
          c.h(
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

function summaryBlock(c: MailComponents, summary: MailSummary, brand: MailBrand): ReactNode[] {
  return [
    summary.pictureUrl
      ? c.h(c.Img, {
          key: 'picture',
          src: summary.pictureUrl,
          alt: '',
          width: MAIL_WIDTH,
          style: { display: 'block', width: '100%', maxWidth: `${MAIL_WIDTH}px`, height: 'auto' },
        })
      : null,
    c.h(
      c.Section,
      { key: 'summary', style: { ...pad, paddingTop: '20px' }, className: 'm-pad' },
      c.h(
        c.Heading,
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
      detailsTable(c, summary.lines, 'm-details', true),
    ),
  ];
}

function buttonBlock(
  c: MailComponents,
  button: { label: string; url: string },
  brand: MailBrand,
  fallback: string,
) {
  return c.h(
    c.Section,
    { style: { ...pad, padding: '8px 24px 8px' }, className: 'm-pad' },
    c.h(
      c.Button,
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
    c.h(
      c.Text,
      {
        className: 'm-muted',
        style: { ...wrap, color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '12px 0 16px' },
      },
      `${fallback} `,
      c.h(c.Link, { href: button.url, className: 'm-link', style: underlined(brand) }, button.url),
    ),
  );
}

function footer(
  c: MailComponents,
  brand: MailBrand,
  whatsapp: MailLayoutProps['whatsapp'],
  label: string,
  optOut: MailOptOut | undefined,
): ReactElement {
  const signature = [brand.agencyName, brand.contactEmail].filter(Boolean).join(' · ');
  return c.h(
    c.Section,
    {
      className: 'm-pad m-rule',
      style: { ...pad, paddingTop: '16px', paddingBottom: '8px', borderTop: `1px solid ${LINE}` },
    },
    whatsapp
      ? c.h(
          c.Text,
          { className: 'm-text', style: { ...text, fontSize: '15px', margin: '0 0 8px' } },
          `${label} `,
          c.h(
            c.Link,
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
      ? c.h(
          c.Text,
          {
            className: 'm-muted',
            style: { ...wrap, color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
          },
          signature,
        )
      : null,
    optOut
      ? c.h(
          c.Text,
          {
            className: 'm-muted',
            style: { ...wrap, color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
          },
          `${optOut.text} `,
          c.h(
            c.Link,
            { href: optOut.link.url, className: 'm-link', style: underlined(brand) },
            optOut.link.label,
          ),
        )
      : null,
  );
}

/** The whole message, drawn with the components `loadMailComponents` gives. */
export function mailLayout(c: MailComponents, p: MailLayoutProps): ReactElement {
  const paragraph = (line: string, index: number) =>
    c.h(c.Text, { key: index, className: 'm-text', style: { ...text, ...wrap } }, line);
  return c.h(
    c.Html,
    { lang: p.locale, dir: 'ltr' },
    c.h(
      c.Head,
      null,
      c.h('title', null, p.subject),
      c.h('meta', { name: 'color-scheme', content: 'light dark' }),
      c.h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      c.h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      c.h('style', null, STYLE),
    ),
    c.h(c.Preview, null, p.preview),
    c.h(
      c.Body,
      {
        className: 'm-body',
        style: { backgroundColor: SAND, fontFamily: FONT, margin: 0, padding: '16px 8px' },
      },
      c.h(
        c.Container,
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
        header(c, p.brand),
        ...(p.summary ? summaryBlock(c, p.summary, p.brand) : []),
        c.h(
          c.Section,
          { style: { ...pad, paddingTop: '20px' }, className: 'm-pad' },
          ...p.intro.map(paragraph),
          p.rows.length > 0 ? detailsTable(c, p.rows, 'm-details', false) : null,
          ...p.outro.map((line, index) => paragraph(line, p.intro.length + index)),
        ),
        p.button ? buttonBlock(c, p.button, p.brand, p.texts.buttonFallback) : null,
        p.closing.length > 0
          ? c.h(
              c.Section,
              { style: pad, className: 'm-pad' },
              c.h(
                c.Text,
                { className: 'm-text', style: { ...text, ...wrap } },
                ...p.closing.flatMap((line, index) =>
                  index === 0 ? [line] : [c.h('br', { key: index }), line],
                ),
              ),
            )
          : null,
        footer(c, p.brand, p.whatsapp, p.texts.whatsapp, p.optOut),
      ),
    ),
  );
}
