import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../../../src/content/types.ts';
import { mailBrand, SITE_COLOURS, staffBrand } from '../../../../src/server/mail/mail-brand.ts';

const snapshot = (settings: Partial<CatalogueSnapshot['settings']> = {}): CatalogueSnapshot => ({
  builtAt: '2027-01-01T00:00:00Z',
  settings: {
    agencyName: 'Sawa Horizons Travel',
    whatsappNumber: '+237677123456',
    contactEmail: 'hello@sawahorizons.cm',
    notificationLanguage: 'en',
    downPaymentPercent: 30,
    feePercent: 2,
    ...settings,
  },
  packages: [
    {
      slug: 'kribi',
      title: { en: 'K', fr: 'K' },
      pricePerPerson: 1,
      minPeople: 1,
      durationDays: 1,
      destination: 'K',
      emailImage: '/images/k-1200x600.jpg',
    },
    {
      slug: 'cdn',
      title: { en: 'C', fr: 'C' },
      pricePerPerson: 1,
      minPeople: 1,
      durationDays: 1,
      destination: 'C',
      emailImage: 'https://cdn.sanity.io/images/p/d/x.jpg?w=1200',
    },
    {
      slug: 'none',
      title: { en: 'N', fr: 'N' },
      pricePerPerson: 1,
      minPeople: 1,
      durationDays: 1,
      destination: 'N',
    },
  ],
});

describe('mailBrand', () => {
  it("reads the agency's name, contacts and trip pictures as absolute addresses, and the site's logo", () => {
    const brand = mailBrand(snapshot(), 'https://tours.example');
    expect(brand).toEqual({
      agencyName: 'Sawa Horizons Travel',
      logoUrl: 'https://tours.example/logo.png',
      colours: SITE_COLOURS,
      whatsappNumber: '+237677123456',
      contactEmail: 'hello@sawahorizons.cm',
      tripPictures: {
        kribi: 'https://tours.example/images/k-1200x600.jpg',
        cdn: 'https://cdn.sanity.io/images/p/d/x.jpg?w=1200',
      },
    });
  });

  it('takes the colours the settings give when white text reads on them, else the site’s', () => {
    expect(
      mailBrand(snapshot({ brandColour: '#003366', accentColour: '#ffee00' }), 'https://t.example').colours,
    ).toEqual({
      primary: '#003366',
      accent: SITE_COLOURS.accent,
    });
  });

  it('gives staff no WhatsApp line', () => {
    expect(staffBrand(mailBrand(snapshot(), 'https://t.example'))).not.toHaveProperty('whatsappNumber');
  });
});
