/**
 * A larger dataset for the build benchmark, made from the sample: packages and posts are copies of
 * the sample's, with their own ids, slugs and titles, reusing its images, authors and facilities.
 */

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface SyntheticSize {
  packages: number;
  posts: number;
}

export function parseNdjson(text: string): SanityDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument);
}

export function toNdjson(documents: readonly SanityDocument[]): string {
  return `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`;
}

/** The sample without its trips and posts, plus `size` copies of them, round robin. */
export function syntheticDataset(sample: readonly SanityDocument[], size: SyntheticSize): SanityDocument[] {
  const trips = sample.filter((document) => document._type === 'trip');
  const posts = sample.filter((document) => document._type === 'post');
  if (trips.length === 0 || posts.length === 0)
    throw new Error('the sample needs at least one trip and one post');
  const others = sample.filter((document) => document._type !== 'trip' && document._type !== 'post');
  return [...others, ...copies(trips, size.packages, 'trip'), ...copies(posts, size.posts, 'post')];
}

function copies(originals: readonly SanityDocument[], count: number, prefix: string): SanityDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const original = originals[index % originals.length] as SanityDocument;
    const number = index + 1;
    const slug = (original['slug'] as { current?: string } | undefined)?.current ?? original._id;
    return {
      ...original,
      _id: `${prefix}-synthetic-${number}`,
      slug: { _type: 'slug', current: `${slug}-${number}` },
      title: `${String(original['title'] ?? prefix)} ${number}`,
    };
  });
}
