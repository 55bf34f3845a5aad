import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, requiredString, requiredText, slugField } from './fields.ts';
import { richTextField } from './rich-text.ts';

export const post = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  fields: [
    requiredString({ name: 'title', title: 'Title', description: 'Headline of the post.' }),
    slugField({ example: '/blog/ten-things-to-know' }),
    requiredText({
      name: 'excerpt',
      title: 'Excerpt',
      description: 'One or two sentences shown in lists and shared links.',
    }),
    imageField({
      name: 'mainImage',
      title: 'Main image',
      description: 'Shown at the top of the post and on cards.',
    }),
    richTextField({ name: 'body', title: 'Body', description: 'The text of the post.' }),
    defineField({
      name: 'author',
      title: 'Author',
      description: 'Who wrote it; authors are listed under Blog.',
      type: 'reference',
      to: [{ type: 'author' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publication date',
      description: 'Posts are listed newest first.',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      description: 'A few words grouping posts, e.g. "Kribi", "food".',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().min(1) })],
      options: { layout: 'tags' },
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', author: 'author.name', date: 'publishedAt', media: 'mainImage' },
    prepare: ({ title, author, date, media }) => ({
      title,
      subtitle: [typeof date === 'string' ? date.slice(0, 10) : undefined, author]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
});

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    requiredString({ name: 'name', title: 'Name', description: 'As shown under the posts.' }),
    slugField({ example: 'mireille-ebongue', source: 'name' }),
    requiredText({
      name: 'bio',
      title: 'Short biography',
      description: 'Two or three sentences shown under the posts.',
    }),
    imageField({ name: 'image', title: 'Portrait', description: 'A square photo works best.' }),
  ],
  preview: { select: { title: 'name', media: 'image' } },
});
