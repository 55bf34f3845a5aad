/** Texts of the home page: hero, "why us" points, services and FAQ. */
import { defineField, defineType } from 'sanity';
import { iconField, imageField, requiredString, requiredText } from './fields.ts';

export const hero = defineType({
  name: 'hero',
  title: 'Home page hero',
  type: 'document',
  fields: [
    requiredString({
      name: 'heading',
      title: 'Heading',
      description: 'The big title at the top of the home page.',
    }),
    requiredText(
      { name: 'subheading', title: 'Subheading', description: 'One sentence under the heading.' },
      2,
    ),
    imageField({
      name: 'image',
      title: 'Background photo',
      description: 'Wide photo behind the heading; set the focal point so phones keep the subject.',
    }),
    requiredString({
      name: 'card_1_title',
      title: 'First card: title',
      description: 'Short highlight shown beside the heading.',
    }),
    requiredText({ name: 'card_1_body', title: 'First card: text', description: 'One or two sentences.' }, 2),
    requiredString({
      name: 'card_2_title',
      title: 'Second card: title',
      description: 'Short highlight shown beside the heading.',
    }),
    requiredText(
      { name: 'card_2_body', title: 'Second card: text', description: 'One or two sentences.' },
      2,
    ),
  ],
  preview: { select: { title: 'heading', subtitle: 'subheading', media: 'image' } },
});

export const whyUs = defineType({
  name: 'whyUs',
  title: 'Why choose us',
  type: 'document',
  fields: [
    requiredString({ name: 'title', title: 'Title', description: 'A short reason, e.g. "Local guides".' }),
    requiredText({ name: 'body', title: 'Text', description: 'One or two sentences.' }, 2),
    iconField(),
  ],
  preview: { select: { title: 'title', subtitle: 'body' } },
});

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  fields: [
    requiredString({
      name: 'title',
      title: 'Title',
      description: 'A service the agency offers, e.g. "Airport transfers".',
    }),
    requiredText({ name: 'description', title: 'Description', description: 'One or two sentences.' }, 2),
    iconField(),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
});

export const faq = defineType({
  name: 'faq',
  title: 'Question (FAQ)',
  type: 'document',
  fields: [
    requiredString({ name: 'question', title: 'Question', description: 'As a customer would ask it.' }),
    requiredText({ name: 'answer', title: 'Answer', description: 'A short, complete answer.' }, 4),
    defineField({
      name: 'order',
      title: 'Position',
      description: 'Questions are listed by this number, smallest first.',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'question', subtitle: 'answer' } },
});

/** Something a trip includes (meals, transport...), picked in the trips' "Included" list. */
export const facility = defineType({
  name: 'facility',
  title: 'Included item',
  type: 'document',
  fields: [
    requiredString({ name: 'title', title: 'Name', description: 'e.g. "Meals", "Park fees".' }),
    iconField(),
  ],
  preview: { select: { title: 'title', subtitle: 'icon' } },
});
