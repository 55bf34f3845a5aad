import { activity } from './activity.ts';
import { author, post } from './blog.ts';
import { facility, faq, hero, service, whyUs } from './home.ts';
import { about, legal } from './pages.ts';
import { review } from './reviews.ts';
import { settings } from './settings.ts';
import { translation } from './translation.ts';
import { trip } from './trip.ts';

/** Every document type the site reads, plus the editors' French texts. */
export const schemaTypes = [
  trip,
  facility,
  activity,
  post,
  author,
  review,
  hero,
  whyUs,
  service,
  faq,
  about,
  legal,
  settings,
  translation,
];

/** Types edited as one document each, under a fixed id (the site reads the first one). */
export const SINGLETONS = { hero: 'hero', about: 'about', settings: 'settings' } as const;
