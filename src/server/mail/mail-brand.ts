/**
 * How the agency looks in an e-mail: its name, logo, colours and WhatsApp number, and each trip's
 * picture, read from the catalogue snapshot the functions already load. Pure.
 */
import type { CatalogueSnapshot } from '../../content/types.ts';

export interface MailColours {
  /** The header band and headings (the site's forest green). */
  primary: string;
  /** The button (the site's clay): white text on it passes WCAG AA. */
  accent: string;
}

export interface MailBrand {
  agencyName: string;
  /** Absolute URL of a PNG (mail clients do not show SVG); none: the name alone. */
  logoUrl?: string;
  colours: MailColours;
  /** E.164; none: no WhatsApp line. */
  whatsappNumber?: string;
  contactEmail?: string;
  /** Absolute URL of each trip's picture at mail width, by package slug. */
  tripPictures?: Readonly<Record<string, string>>;
}

/** The site's design tokens (src/styles/global.css), used when the settings name no colours. */
export const SITE_COLOURS: MailColours = { primary: '#1f4d3a', accent: '#a4461f' };

/** The site's own logo, a PNG served beside the pages. */
export const LOGO_PATH = '/logo.png';

/** Width of the layout's column, in CSS pixels. */
export const MAIL_WIDTH = 600;

/** A trip's picture: a 2:1 band, twice the column's width for sharp phone screens. */
export const MAIL_PICTURE = { width: 2 * MAIL_WIDTH, height: MAIL_WIDTH } as const;

/** Relative luminance (WCAG 2.2) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A colour the settings give, if it is a plain hex colour (never anything a style could run) dark
 * enough for white text on it (WCAG AA, 4.5:1); else the site's.
 */
export function brandColour(value: string | undefined, fallback: string): string {
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) return fallback;
  return 1.05 / (luminance(value) + 0.05) >= 4.5 ? value.toLowerCase() : fallback;
}

/** Resolves a picture's address (site-relative locally, absolute on the image CDN). */
function absolute(url: string, siteUrl: string): string | undefined {
  try {
    return new URL(url, siteUrl).toString();
  } catch {
    return undefined;
  }
}

export function mailBrand(snapshot: CatalogueSnapshot, siteUrl: string): MailBrand {
  const { settings } = snapshot;
  const pictures: Record<string, string> = {};
  for (const trip of snapshot.packages) {
    const url = trip.emailImage ? absolute(trip.emailImage, siteUrl) : undefined;
    if (url) pictures[trip.slug] = url;
  }
  const logoUrl = absolute(LOGO_PATH, siteUrl);
  return {
    agencyName: settings.agencyName,
    ...(logoUrl ? { logoUrl } : {}),
    colours: {
      primary: brandColour(settings.brandColour, SITE_COLOURS.primary),
      accent: brandColour(settings.accentColour, SITE_COLOURS.accent),
    },
    ...(settings.whatsappNumber ? { whatsappNumber: settings.whatsappNumber } : {}),
    ...(settings.contactEmail ? { contactEmail: settings.contactEmail } : {}),
    tripPictures: pictures,
  };
}

/** For the agency's own staff: its look without the WhatsApp line, which asks customers to write. */
export function staffBrand(brand: MailBrand): MailBrand {
  const { whatsappNumber: _, ...rest } = brand;
  return rest;
}
