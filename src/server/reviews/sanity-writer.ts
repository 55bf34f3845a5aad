/**
 * The one Sanity client that may write: it creates draft reviews for editors to publish
 * (`npm run reviews:approve`). It takes its own token, `SANITY_WRITE_TOKEN` (an Editor-role token used
 * on a staff machine), never the build's read token `SANITY_TOKEN`: a build environment that leaks
 * its settings leaks no right to change the site's content. See docs/content-security.md.
 */
import { createClient } from '@sanity/client';
import { type ContentEnv, sanityConfigFromEnv } from '../../content/source.ts';
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

export function createSanityWriter(config: SanityWriteConfig): SanityWriter {
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
