/**
 * The Sanity clients that may write reviews. Two tokens, neither of them the build's read token
 * `SANITY_TOKEN`, so a build environment that leaks its settings leaks no right to change content:
 * `SANITY_WRITE_TOKEN` (Editor, on a staff machine) for `npm run reviews:approve`, which creates
 * drafts; `SANITY_REVIEWS_TOKEN` (the functions' own, limited to reviews) for the back office, read
 * by `publishing-settings.ts`. See docs/content-security.md.
 */
import { type ContentEnv, sanityConfigFromEnv } from '../../content/sanity-config.ts';
import type { SanityWriter } from './publish-review.ts';

export interface SanityWriteConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token: string;
  apiHost?: string | undefined;
}

/** Undefined without `SANITY_PROJECT_ID` (the local dataset is used); throws when the write token is missing. */
export function sanityWriteConfigFromEnv(env: ContentEnv): SanityWriteConfig | undefined {
  const read = sanityConfigFromEnv(env);
  if (!read) return undefined;
  const token = env.SANITY_WRITE_TOKEN?.trim();
  if (!token) {
    throw new Error(
      'SANITY_WRITE_TOKEN is needed to create a draft review in Sanity (SANITY_TOKEN is the build’s read-only token)',
    );
  }
  return {
    projectId: read.projectId,
    dataset: read.dataset,
    apiVersion: read.apiVersion,
    token,
    apiHost: read.apiHost,
  };
}

/**
 * The client, loaded when a review is written: imported at the top, the Sanity client (and rxjs
 * under it) loaded with every call of the functions that may publish, most of their cold start.
 */
export async function createSanityWriter(config: SanityWriteConfig): Promise<SanityWriter> {
  const { createClient } = await import('@sanity/client');
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    // Reads made while writing (the trip a review belongs to) see published documents only.
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
}
