/** Pages with one text each: About, and the two legal pages. */
import { defineField, defineType } from 'sanity';
import { imageField, requiredString, requiredText } from './fields.ts';
import { richTextField } from './rich-text.ts';

export const about = defineType({
  name: 'about',
  title: 'About page',
  type: 'document',
  fields: [
    requiredString({ name: 'title', title: 'Title', description: 'Heading of the About page.' }),
    requiredText({
      name: 'intro',
      title: 'Introduction',
      description: 'The first paragraph, also used in shared links.',
    }),
    imageField({ name: 'image', title: 'Photo', description: 'Shown beside the introduction.' }),
    richTextField({ name: 'body', title: 'Text', description: 'The rest of the page.' }),
  ],
  preview: { select: { title: 'title', media: 'image' } },
});

export const LEGAL_KINDS = [
  { title: 'Terms and conditions', value: 'terms' },
  { title: 'Privacy policy', value: 'privacy' },
] as const;

export const legal = defineType({
  name: 'legal',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Page',
      description: 'Which legal page this is; the site needs exactly one of each.',
      type: 'string',
      options: { list: [...LEGAL_KINDS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    requiredString({ name: 'title', title: 'Title', description: 'Heading of the page.' }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      description: 'Shown at the top of the page; change it when the text changes.',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    richTextField({ name: 'body', title: 'Text', description: 'The full text.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'updatedAt' } },
});
