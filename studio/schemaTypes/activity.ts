import { defineType } from 'sanity';
import { imageField, requiredString, requiredText, slugField } from './fields.ts';
import { richTextField } from './rich-text.ts';

/** An activity visitors can add to a stay (hike, workshop, visit). */
export const activity = defineType({
  name: 'activity',
  title: 'Activity',
  type: 'document',
  fields: [
    requiredString({ name: 'title', title: 'Title', description: 'Name of the activity.' }),
    slugField({ example: '/activities/mount-cameroon-hike' }),
    requiredText({
      name: 'description',
      title: 'Short description',
      description: 'One or two sentences shown on cards.',
    }),
    richTextField({
      name: 'detailed_description',
      title: 'Description',
      description: 'The full description on the activity page.',
    }),
    requiredString({
      name: 'location',
      title: 'Location',
      description: 'Where it takes place, e.g. "Buea".',
    }),
    imageField({ name: 'image', title: 'Photo', description: 'Shown on cards and at the top of the page.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'location', media: 'image' } },
});
