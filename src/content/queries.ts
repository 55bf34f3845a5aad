/**
 * GROQ queries of the site. The same text runs against Sanity and, locally, against the sample
 * dataset with groq-js, so keep to GROQ that both understand. Each query is wrapped in `groq`'s
 * `defineQuery` so Sanity TypeGen finds it: its result type is generated into `sanity.types.ts`
 * from the Studio's schema (see docs/studio.md).
 */
import { defineQuery } from 'groq';

/**
 * Published documents only. The sources already leave drafts and release versions out (Sanity's
 * `published` perspective, the local dataset's filter); the query says it too, so a query run
 * another way cannot pick them up.
 */
const published = '!(_id in path("drafts.**")) && !(_id in path("versions.**"))';

/** An image with what URL builders need: asset id, original dimensions, alt text, crop and focal point. */
const image = `{
  alt,
  crop{top, bottom, left, right},
  hotspot{x, y},
  "asset": asset->{_id, metadata{dimensions{width, height}}}
}`;

const facility = `{_id, title, icon}`;

const author = `{_id, name, slug, bio, image${image}}`;

/** French texts editors checked in the Studio; they win over the translation memory. */
export const translationCorrectionsQuery = defineQuery(
  `*[_type == "translation" && status == "checked" && ${published}] | order(_id asc){en, fr}`,
);

/** Everything the site reads, in one round trip. */
export const siteContentQuery = defineQuery(`{
  "hero": *[_type == "hero" && ${published}][0]{
    _id, heading, subheading, card_1_title, card_1_body, card_2_title, card_2_body, image${image}
  },
  "trips": *[_type == "trip" && ${published}] | order(popular desc, pricePerPerson asc, _id asc){
    _id, title, slug, summary, description, durationDays, destination, region, pricePerPerson,
    minPeople, popular,
    "facilities": facilities[]->${facility},
    images[]${image},
    itinerary[]{day, title, body},
    departures[]{_key, date, seats, pricePerPerson, status},
    meetingPoint, meetingTime, whatToBring
  },
  "activities": *[_type == "activity" && ${published}] | order(title asc){
    _id, title, slug, description, detailed_description, location, image${image}
  },
  "facilities": *[_type == "facility" && ${published}] | order(title asc)${facility},
  "services": *[_type == "service" && ${published}] | order(_createdAt asc){_id, title, description, icon},
  "faq": *[_type == "faq" && ${published}] | order(order asc, _createdAt asc){_id, question, answer},
  "whyUs": *[_type == "whyUs" && ${published}] | order(_createdAt asc){_id, title, body, icon},
  "reviews": *[_type == "review" && ${published}] | order(date desc, _id asc){
    _id, name, rating, text, date, language, "packageSlug": trip->slug.current
  },
  "posts": *[_type == "post" && ${published}] | order(publishedAt desc){
    _id, title, slug, excerpt, body, publishedAt, tags, "author": author->${author}, "image": mainImage${image}
  },
  "authors": *[_type == "author" && ${published}] | order(name asc)${author},
  "settings": *[_type == "settings" && ${published}][0]{
    _id, agencyName, tagline, whatsappNumber, contactEmail, notificationLanguage,
    phone, address, brandColour, accentColour, chatWidgetId, downPaymentPercent, balanceDueDays,
    feePercent, usdRate{xafPerUsd, asOf}, cardFeePercent, cardLimitXaf,
    refundBands[]{minDays, percent}, cancellationPolicyText,
    socialLinks[]{platform, url},
    routeRules[]{from, to, status}
  },
  "about": *[_type == "about" && ${published}][0]{_id, title, intro, body, image${image}},
  "legal": *[_type == "legal" && ${published}] | order(kind asc){_id, kind, title, body, updatedAt}
}`);
