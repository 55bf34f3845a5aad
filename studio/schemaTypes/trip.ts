import { defineArrayMember, defineField, defineType } from 'sanity';
import { departuresField } from './departures.ts';
import { imageMember, requiredString, requiredText, slugField } from './fields.ts';
import { richTextField } from './rich-text.ts';

/** Slugs taken by routes under /packages/ (the booking lookup page). */
export const RESERVED_TRIP_SLUGS = ['search'] as const;

const xaf = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

const itineraryDay = defineArrayMember({
  name: 'itineraryDay',
  title: 'Day',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      title: 'Day number',
      description: 'Day 1 is the day of departure.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    requiredString({
      name: 'title',
      title: 'Title',
      description: 'What the day is about, e.g. "Douala to Kribi".',
    }),
    requiredText({
      name: 'body',
      title: 'Programme',
      description: 'What happens that day, in a few sentences.',
    }),
  ],
  preview: {
    select: { day: 'day', title: 'title' },
    prepare: ({ day, title }) => ({ title: `Day ${day ?? '?'}: ${title ?? ''}` }),
  },
});

/** The meeting details' limits, the same as the site's build checks (src/content/cms-schemas.ts). */
export const MEETING_POINT_MAX = 200;
export const WHAT_TO_BRING_MAX = 500;
/** 24-hour `HH:MM`. */
export const MEETING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A trip the agency sells ("package" on the site). */
export const trip = defineType({
  name: 'trip',
  title: 'Trip',
  type: 'document',
  fields: [
    requiredString({ name: 'title', title: 'Title', description: 'Name of the trip as visitors see it.' }),
    slugField({ example: '/packages/kribi-beach-escape', reserved: RESERVED_TRIP_SLUGS }),
    requiredText({
      name: 'summary',
      title: 'Summary',
      description: 'One or two sentences shown on cards and in search results.',
    }),
    richTextField({
      name: 'description',
      title: 'Description',
      description: 'The full description on the trip page.',
    }),
    defineField({
      name: 'pricePerPerson',
      title: 'Price per person (XAF)',
      description:
        'Whole francs CFA, no decimals. The booking total is this price times the number of people.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'minPeople',
      title: 'Minimum number of people',
      description:
        'Smallest group a booking can have (3 by default). 1 also offers solo trips, 2 couple trips.',
      type: 'number',
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'durationDays',
      title: 'Duration (days)',
      type: 'number',
      description: 'Number of days, counting the days of departure and return.',
      validation: (rule) => rule.required().integer().min(1),
    }),
    requiredString({
      name: 'destination',
      title: 'Destination',
      description: 'Main place visited, e.g. "Kribi".',
    }),
    requiredString({
      name: 'region',
      title: 'Region',
      description: 'Region of Cameroon, e.g. "South"; used by the search filters.',
    }),
    defineField({
      name: 'popular',
      title: 'Popular',
      description: 'Popular trips come first in lists and on the home page.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'images',
      title: 'Photos',
      description: 'The first photo is the cover; the next ones form the gallery of the trip page.',
      type: 'array',
      of: [imageMember()],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'facilities',
      title: 'Included',
      description: 'What the price includes (meals, transport...), shown with their icons.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'facility' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'itinerary',
      title: 'Itinerary',
      description: 'The programme day by day.',
      type: 'array',
      of: [itineraryDay],
    }),
    departuresField(),
    defineField({
      name: 'meetingPoint',
      title: 'Meeting point',
      description:
        'Where travellers meet on the first day, e.g. "Akwa, in front of the cathedral". Sent in the message 3 days before the trip; empty: the message says the agency will tell them.',
      type: 'string',
      validation: (rule) => rule.max(MEETING_POINT_MAX),
    }),
    defineField({
      name: 'meetingTime',
      title: 'Meeting time',
      description: 'Time to be at the meeting point, Cameroon time, as 24-hour HH:MM (e.g. 07:30).',
      type: 'string',
      validation: (rule) =>
        rule.regex(MEETING_TIME_PATTERN, { name: 'time as HH:MM, e.g. 07:30', invert: false }),
    }),
    defineField({
      name: 'whatToBring',
      title: 'What to bring',
      description: 'A short list for the message 3 days before the trip, e.g. "Water, a hat, sun cream".',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(WHAT_TO_BRING_MAX),
    }),
  ],
  orderings: [
    { title: 'Price, lowest first', name: 'priceAsc', by: [{ field: 'pricePerPerson', direction: 'asc' }] },
    { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', price: 'pricePerPerson', days: 'durationDays', media: 'images.0' },
    prepare: ({ title, price, days, media }) => ({
      title,
      subtitle: [
        typeof price === 'number' ? `${xaf.format(price)} XAF / person` : undefined,
        typeof days === 'number' ? `${days} day${days === 1 ? '' : 's'}` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
});
