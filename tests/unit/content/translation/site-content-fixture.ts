/** A small but complete SiteContent, with every kind of translatable field and some that must not be. */
import type { ContentImage, RichText, SiteContent } from '../../../../src/content/types.ts';

const image = (alt: string): ContentImage => ({
  assetId: 'image-abc-800x600-jpg',
  alt,
  width: 800,
  height: 600,
});

const paragraph = (key: string, text: string): RichText[number] => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

export const linkedParagraph: RichText[number] = {
  _type: 'block',
  _key: 'p-link',
  style: 'normal',
  markDefs: [{ _type: 'link', _key: 'visa', href: 'https://example.com/visa' }],
  children: [
    { _type: 'span', _key: 'a', text: 'Check the ', marks: [] },
    { _type: 'span', _key: 'b', text: 'visa rules', marks: ['visa', 'strong'] },
    { _type: 'span', _key: 'c', text: ' before you fly.', marks: [] },
  ],
};

const author = {
  id: 'author-1',
  slug: 'marie-ngo',
  name: 'Marie Ngo',
  bio: 'Guide and storyteller.',
  image: image('Portrait of Marie'),
};

export function siteContentFixture(): SiteContent {
  return {
    hero: {
      heading: 'Discover Cameroon',
      subheading: 'Africa in miniature',
      card1: { title: 'Safe trips', body: 'Licensed guides.' },
      card2: { title: 'Mobile money', body: 'Pay with MTN or Orange.' },
      image: image('Waterfall at sunset'),
    },
    packages: [
      {
        id: 'trip-1',
        slug: 'kribi-beach-escape',
        title: 'Kribi Beach Escape',
        summary: 'Three days by the sea.',
        description: [paragraph('d1', 'White sand and fresh fish.'), linkedParagraph],
        durationDays: 3,
        destination: 'Kribi',
        region: 'South Region',
        pricePerPerson: 150000,
        minPeople: 3,
        facilities: [{ id: 'fac-1', title: 'Hotel', icon: 'bed' }],
        images: [image('Beach')],
        itinerary: [{ day: 1, title: 'Arrival', body: 'Check in at the hotel.' }],
        popular: true,
        departures: [],
        meetingPoint: '',
        meetingTime: '',
        whatToBring: '',
      },
    ],
    activities: [
      {
        id: 'act-1',
        slug: 'hiking',
        title: 'Hiking',
        description: 'Walk the hills.',
        detailedDescription: [paragraph('a1', 'Bring good shoes.'), { _type: 'image', _key: 'img' } as never],
        location: 'Buea',
        image: image('Hikers'),
      },
    ],
    facilities: [{ id: 'fac-1', title: 'Hotel', icon: 'bed' }],
    services: [{ id: 'svc-1', title: 'Airport pickup', description: 'We meet you on arrival.', icon: 'car' }],
    faq: [{ id: 'faq-1', question: 'Do I need a visa?', answer: 'Most visitors do.' }],
    whyUs: [{ id: 'why-1', title: 'Local experts', body: 'Born and raised here.', icon: 'star' }],
    reviews: [
      {
        id: 'rev-1',
        name: 'John Smith',
        rating: 5,
        text: 'Amazing trip, great guides!',
        lang: 'en',
        date: '2025-01-10',
      },
    ],
    posts: [
      {
        id: 'post-1',
        slug: 'rainy-season',
        title: 'Travelling in the rainy season',
        excerpt: 'What to pack.',
        body: [paragraph('b1', 'Bring a raincoat.')],
        publishedAt: '2025-02-01T10:00:00Z',
        author,
        image: image('Rain on the road'),
        tags: ['Tips', '2025'],
      },
    ],
    authors: [author],
    settings: {
      agencyName: 'Cameroon Tours',
      tagline: 'Travel with us',
      whatsappNumber: '+237670000000',
      contactEmail: 'hello@example.com',
      notificationLanguage: 'en',
      phone: '+237 670 000 000',
      address: 'Bonapriso, Douala',
      chatWidgetId: '',
      downPaymentPercent: 30,
      balanceDueDays: 30,
      feePercent: 2,
      cardFeePercent: 3.5,
      cardLimitXaf: null,
      refundBands: [],
      cancellationPolicyText: '',
      socialLinks: [{ platform: 'facebook', url: 'https://facebook.com/x' }],
      routeRules: [],
    },
    about: {
      title: 'About us',
      intro: 'Who we are.',
      body: [paragraph('ab1', 'Founded in Douala.')],
      image: image('Team'),
    },
    legal: {
      terms: {
        kind: 'terms',
        title: 'Terms of use',
        body: [paragraph('t1', 'Be kind.')],
        updatedAt: '2025-01-01',
      },
      privacy: {
        kind: 'privacy',
        title: 'Privacy policy',
        body: [paragraph('pr1', 'We keep little.')],
        updatedAt: '2025-01-01',
      },
    },
  };
}
