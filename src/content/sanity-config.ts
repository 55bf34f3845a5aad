/**
 * Where the CMS is, from the environment: read by the build (to query the content) and by the
 * review publisher (to write an approved review). Its own module so that a function writing a review
 * carries none of the content pipeline (GROQ, mapping, validation) the build reads with.
 */
export const DEFAULT_DATASET_PATH = 'content/sample/dataset.ndjson';
export const DEFAULT_SANITY_API_VERSION = '2025-02-19';
export const DEFAULT_SANITY_DATASET = 'production';

/** Environment variables the content layer reads. */
export interface ContentEnv {
  SANITY_PROJECT_ID?: string | undefined;
  SANITY_DATASET?: string | undefined;
  /** Read token (Viewer role) for a private dataset. */
  SANITY_TOKEN?: string | undefined;
  /** The reviews' write token: read here only to refuse it as the build's token. */
  SANITY_WRITE_TOKEN?: string | undefined;
  SANITY_API_VERSION?: string | undefined;
  SANITY_API_HOST?: string | undefined;
  CONTENT_DATASET_PATH?: string | undefined;
}

export interface SanityConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string | undefined;
  apiHost?: string | undefined;
}

export function sanityConfigFromEnv(env: ContentEnv): SanityConfig | undefined {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (!projectId) return undefined;
  const token = env.SANITY_TOKEN?.trim();
  if (token && token === env.SANITY_WRITE_TOKEN?.trim()) {
    throw new Error(
      'SANITY_TOKEN is the same as SANITY_WRITE_TOKEN: the build needs its own read-only (Viewer) token',
    );
  }
  return {
    projectId,
    dataset: env.SANITY_DATASET?.trim() || DEFAULT_SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION?.trim() || DEFAULT_SANITY_API_VERSION,
    token: env.SANITY_TOKEN?.trim() || undefined,
    apiHost: env.SANITY_API_HOST?.trim() || undefined,
  };
}
