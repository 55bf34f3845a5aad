/**
 * Which parts of the site's content are translated. Every human-language text is: titles, summaries,
 * descriptions, rich text, itineraries, FAQ, image alt texts, places. Left as written: ids, slugs, URLs,
 * e-mails, phone numbers, icon names, prices, dates, the agency's name, people's names, and customer
 * reviews, which are quoted as their authors wrote them.
 */
import type { PortableTextBlock } from '@portabletext/types';
import type {
  About,
  Activity,
  Author,
  ContentImage,
  Facility,
  LegalPage,
  Post,
  RichText,
  SiteContent,
  TripPackage,
} from '../types.ts';

/** What to do with one translatable unit; the walker rebuilds the content around the answers. */
export interface TextMapper {
  text(english: string): string;
  block(english: PortableTextBlock): PortableTextBlock;
}

export function mapTranslatableContent(en: SiteContent, t: TextMapper): SiteContent {
  const rich = (blocks: RichText): RichText => blocks.map((block) => t.block(block));
  const image = (img: ContentImage): ContentImage => ({ ...img, alt: t.text(img.alt) });
  const facility = (f: Facility): Facility => ({ ...f, title: t.text(f.title) });
  const author = (a: Author): Author => ({ ...a, bio: t.text(a.bio), image: image(a.image) });

  const tripPackage = (p: TripPackage): TripPackage => ({
    ...p,
    title: t.text(p.title),
    summary: t.text(p.summary),
    description: rich(p.description),
    destination: t.text(p.destination),
    region: t.text(p.region),
    facilities: p.facilities.map(facility),
    images: p.images.map(image),
    itinerary: p.itinerary.map((day) => ({ ...day, title: t.text(day.title), body: t.text(day.body) })),
    // Empty when the Studio has none: nothing to translate.
    meetingPoint: p.meetingPoint && t.text(p.meetingPoint),
    whatToBring: p.whatToBring && t.text(p.whatToBring),
  });
  const activity = (a: Activity): Activity => ({
    ...a,
    title: t.text(a.title),
    description: t.text(a.description),
    detailedDescription: rich(a.detailedDescription),
    location: t.text(a.location),
    image: image(a.image),
  });
  const post = (p: Post): Post => ({
    ...p,
    title: t.text(p.title),
    excerpt: t.text(p.excerpt),
    body: rich(p.body),
    author: author(p.author),
    image: image(p.image),
    tags: p.tags.map((tag) => t.text(tag)),
  });
  const about = (a: About): About => ({
    ...a,
    title: t.text(a.title),
    intro: t.text(a.intro),
    body: rich(a.body),
    image: image(a.image),
  });
  const legal = (page: LegalPage): LegalPage => ({
    ...page,
    title: t.text(page.title),
    body: rich(page.body),
  });

  return {
    hero: {
      ...en.hero,
      heading: t.text(en.hero.heading),
      subheading: t.text(en.hero.subheading),
      card1: { title: t.text(en.hero.card1.title), body: t.text(en.hero.card1.body) },
      card2: { title: t.text(en.hero.card2.title), body: t.text(en.hero.card2.body) },
      image: image(en.hero.image),
    },
    packages: en.packages.map(tripPackage),
    activities: en.activities.map(activity),
    facilities: en.facilities.map(facility),
    services: en.services.map((s) => ({ ...s, title: t.text(s.title), description: t.text(s.description) })),
    faq: en.faq.map((item) => ({ ...item, question: t.text(item.question), answer: t.text(item.answer) })),
    whyUs: en.whyUs.map((point) => ({ ...point, title: t.text(point.title), body: t.text(point.body) })),
    reviews: en.reviews.map((review) => ({ ...review })),
    posts: en.posts.map(post),
    authors: en.authors.map(author),
    settings: {
      ...en.settings,
      tagline: t.text(en.settings.tagline),
      address: t.text(en.settings.address),
      cancellationPolicyText: en.settings.cancellationPolicyText
        ? t.text(en.settings.cancellationPolicyText)
        : '',
    },
    about: about(en.about),
    legal: { terms: legal(en.legal.terms), privacy: legal(en.legal.privacy) },
  };
}
