import { defineField, defineType } from 'sanity';
import { LANGUAGE_OPTIONS, requiredString, requiredText } from './fields.ts';

/** A customer's review; reviews sent from the site are approved by the agency before they appear. */
export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  fields: [
    requiredString({
      name: 'name',
      title: 'Name',
      description: 'As the customer wants to be shown, e.g. "Amina B.".',
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      description: 'From 1 to 5 stars.',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    requiredText({ name: 'text', title: 'Review', description: "The customer's words." }),
    defineField({
      name: 'date',
      title: 'Date',
      description: 'When the customer travelled or wrote the review.',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'language',
      title: 'Language',
      description:
        'The language the customer wrote in, so screen readers read it right on both sites. Set when a review from the site is approved; guessed from the text when empty.',
      type: 'string',
      options: LANGUAGE_OPTIONS,
    }),
    defineField({
      name: 'trip',
      title: 'Trip',
      description: "The trip reviewed, if any: the review is then also shown on that trip's page.",
      type: 'reference',
      to: [{ type: 'trip' }],
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: {
    select: { name: 'name', rating: 'rating', trip: 'trip.title', date: 'date' },
    prepare: ({ name, rating, trip, date }) => ({
      title: `${'★'.repeat(typeof rating === 'number' ? rating : 0)} ${name ?? ''}`,
      subtitle: [date, trip].filter(Boolean).join(' · '),
    }),
  },
});
