import type { ContentImage, Post, Review, Settings, TripPackage } from '../../../src/content/types.ts';

export const image: ContentImage = {
  assetId: 'image-abc-1600x1067-jpg',
  alt: 'Waterfall in the rainforest',
  width: 1600,
  height: 1067,
};

export const settings: Settings = {
  agencyName: 'Kmer Trails',
  tagline: 'Cameroon, your way',
  whatsappNumber: '+237670000000',
  contactEmail: 'hello@example.cm',
  notificationLanguage: 'en',
  phone: '+237 6 70 00 00 00',
  address: 'Rue de la Joie, Douala',
  chatWidgetId: '',
  downPaymentPercent: 30,
  balanceDueDays: 30,
  feePercent: 2,
  cardFeePercent: 3.5,
  cardLimitXaf: null,
  refundBands: [],
  cancellationPolicyText: '',
  socialLinks: [
    { platform: 'facebook', url: 'https://facebook.com/kmertrails' },
    { platform: 'instagram', url: 'https://instagram.com/kmertrails' },
  ],
  routeRules: [],
};

export const pkg: TripPackage = {
  id: 'trip-kribi',
  slug: 'kribi-beach',
  title: 'Kribi beach escape',
  summary: 'Sand and waterfalls',
  description: [],
  durationDays: 3,
  destination: 'Kribi',
  region: 'South',
  pricePerPerson: 250000,
  minPeople: 3,
  facilities: [{ id: 'f1', title: 'Hotel', icon: 'bed' }],
  images: [image],
  itinerary: [
    { day: 1, title: 'Douala to Kribi', body: 'Drive south.' },
    { day: 2, title: 'Lobé falls', body: 'Boat ride.' },
  ],
  popular: true,
  departures: [],
  meetingPoint: '',
  meetingTime: '',
  whatToBring: '',
};

export const reviews: Review[] = [
  {
    id: 'r1',
    name: 'Awa',
    rating: 5,
    text: 'Wonderful </script> trip',
    lang: 'en',
    date: '2025-01-02',
    packageSlug: 'kribi-beach',
  },
  { id: 'r2', name: 'Jean', rating: 4, text: 'Very good', lang: 'en', date: '2025-02-03T10:00:00Z' },
  { id: 'r3', name: 'Li', rating: 4, text: 'Nice', lang: 'en', date: '2025-03-04' },
];

export const post: Post = {
  id: 'post-1',
  slug: 'first-trip',
  title: 'My first trip',
  excerpt: 'How it went',
  body: [],
  publishedAt: '2025-04-01T08:00:00Z',
  author: { id: 'a1', slug: 'ngono', name: 'Ngono', bio: 'Guide', image },
  image,
  tags: ['beach', 'south'],
};
