/**
 * French wording an editor controls. One document per English text, keyed by the same hash as the
 * site's translation memory (content/translations/fr.json). The build takes a "checked" document's
 * French before the memory and before DeepL (see docs/studio.md).
 */
import { defineField, defineType } from 'sanity';

export const TRANSLATION_STATUSES = [
  { title: 'Machine translation, not yet checked', value: 'machine' },
  { title: 'Checked by a person', value: 'checked' },
] as const;

/** Tags such as <m1>…</m1> and <o1/> carry the bold, italics and links of rich text. */
const TAG = /<\/?[mo]\d+\/?>/g;

export function sameTags(english: string, french: string): boolean {
  const tags = (text: string) => (text.match(TAG) ?? []).sort().join(' ');
  return tags(english) === tags(french);
}

export const translation = defineType({
  name: 'translation',
  title: 'French text',
  type: 'document',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      description: 'Fingerprint of the English text; set by the import, do not change.',
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required().regex(/^[0-9a-f]{16}$/, { name: 'text key' }),
    }),
    defineField({
      name: 'en',
      title: 'English',
      description: 'The English text as written on the English page.',
      type: 'text',
      rows: 4,
      readOnly: true,
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'fr',
      title: 'French',
      description:
        'The French the site shows. Keep the tags such as <m1>…</m1> around the same words: they carry bold, italics and links.',
      type: 'text',
      rows: 4,
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((french, context) => {
            const english = (context.document as { en?: unknown } | undefined)?.en;
            if (typeof french !== 'string' || typeof english !== 'string') return true;
            return sameTags(english, french) || 'Keep the same tags as the English text (<m1>…</m1>, <o1/>)';
          })
          .error(),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      description:
        'Choose "Checked by a person" once you have read or corrected the French: only checked texts override the machine translation on the site.',
      type: 'string',
      options: { list: [...TRANSLATION_STATUSES], layout: 'radio' },
      initialValue: 'machine',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { en: 'en', fr: 'fr', status: 'status' },
    prepare: ({ en, fr, status }) => ({
      title: typeof fr === 'string' ? fr.replace(TAG, '') : '',
      subtitle: `${status === 'checked' ? '✓ checked' : '⚙ machine'} · ${typeof en === 'string' ? en.replace(TAG, '') : ''}`,
    }),
  },
});
