/**
 * Rich text as the site renders it (astro-portabletext): paragraphs, h2, h3, quotes, bullet and
 * numbered lists, bold, italic and links. Links may be site paths ("/packages/..."): French pages
 * get the French twin of the path at build time.
 */
import { defineArrayMember, defineField } from 'sanity';

const richTextBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [
      {
        name: 'link',
        type: 'object',
        title: 'Link',
        fields: [
          defineField({
            name: 'href',
            title: 'Address',
            description:
              'A page of the site ("/packages/kribi-beach-escape"), a web address, or mailto:/tel:.',
            type: 'url',
            validation: (rule) =>
              rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
          }),
        ],
      },
    ],
  },
});

export function richTextField({
  name,
  title,
  description,
}: {
  name: string;
  title: string;
  description: string;
}) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [richTextBlock],
    validation: (rule) => rule.required().min(1),
  });
}
