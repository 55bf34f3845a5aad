/**
 * Field builders shared by the document types, carrying the rules the site's build checks
 * (src/content/cms-schemas.ts): required texts, URL-safe unique slugs, alt text on every image.
 */
import {
  defineArrayMember,
  defineField,
  type SlugValidationContext,
  type StringOptions,
  type StringRule,
} from 'sanity';

/** Lowercase words joined by single dashes: what the site puts in its URLs. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Icon names match files in the site's src/components/icons. */
export const ICON_PATTERN = /^[a-z0-9-]+$/;

interface FieldText {
  name: string;
  title: string;
  description: string;
}

/** A one-line text an editor must fill in. */
export function requiredString({ name, title, description }: FieldText) {
  return defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => rule.required().min(1),
  });
}

/** A paragraph an editor must fill in. */
export function requiredText({ name, title, description }: FieldText, rows = 3) {
  return defineField({
    name,
    title,
    description,
    type: 'text',
    rows,
    validation: (rule) => rule.required().min(1),
  });
}

async function slugIsUnique(slug: string, context: SlugValidationContext): Promise<boolean> {
  const id = context.document?._id.replace(/^drafts\./, '');
  const type = context.document?._type;
  if (!id || !type) return true;
  const client = context.getClient({ apiVersion: '2025-02-19' });
  const count = await client.fetch<number>(
    'count(*[_type == $type && slug.current == $slug && !(_id in [$id, $draft])])',
    { type, slug, id, draft: `drafts.${id}` },
  );
  return count === 0;
}

/** URL part of a page: lowercase-kebab, unique among documents of the same type. */
export function slugField(options: { reserved?: readonly string[]; example: string; source?: string }) {
  return defineField({
    name: 'slug',
    title: 'URL slug',
    description: `Lowercase letters, digits and dashes, e.g. ${options.example}. Changing the slug of a published page breaks links to it: add a route rule in Settings.`,
    type: 'slug',
    options: { source: options.source ?? 'title', maxLength: 96, isUnique: slugIsUnique },
    validation: (rule) =>
      rule
        .required()
        .custom(async (value, context) => {
          const current = value?.current;
          if (!current) return 'A slug is required';
          if (!SLUG_PATTERN.test(current)) return 'Use lowercase letters, digits and single dashes only';
          if (options.reserved?.includes(current)) return `"${current}" is used by another page of the site`;
          if (!(await slugIsUnique(current, context as unknown as SlugValidationContext)))
            return 'Another document already has this slug';
          return true;
        })
        .error(),
  });
}

/** An icon name from the site's icon set. */
export function iconField() {
  return defineField({
    name: 'icon',
    title: 'Icon',
    description: 'Name of an icon of the site, e.g. "bed", "utensils", "shield" (lowercase and dashes).',
    type: 'string',
    validation: (rule: StringRule) =>
      rule.required().regex(ICON_PATTERN, { name: 'icon name', invert: false }),
  });
}

/** An image with the crop, focal point and alt text the site uses. */
export function imageField({ name, title, description }: FieldText, required = true) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true },
    fields: [altField()],
    validation: (rule) => (required ? rule.required().assetRequired() : rule.assetRequired()),
  });
}

/** Alt text is required on every image: screen readers read it, search engines index it. */
export function altField() {
  return defineField({
    name: 'alt',
    title: 'Alternative text',
    description: 'What the image shows, for people who cannot see it (one short sentence).',
    type: 'string',
    validation: (rule) => rule.required().min(1),
  });
}

/** An image as a member of a list (trip galleries). */
export function imageMember() {
  return defineArrayMember({ type: 'image', options: { hotspot: true }, fields: [altField()] });
}

/** The site's two languages, as a radio choice. */
export const LANGUAGE_OPTIONS: StringOptions = {
  list: [
    { title: 'English', value: 'en' },
    { title: 'French', value: 'fr' },
  ],
  layout: 'radio',
  direction: 'horizontal',
};
