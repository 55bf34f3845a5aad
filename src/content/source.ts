/**
 * The only door to the CMS. With `SANITY_PROJECT_ID` set, queries go to Sanity through
 * @sanity/client; without it, the same GROQ runs with groq-js over the NDJSON export in the repo
 * (`CONTENT_DATASET_PATH`, default `content/sample/dataset.ndjson`). Build time only, read only, and
 * published documents only on both paths, whatever token is set: an unpublished draft (or a
 * draft written by a stolen editor account) never reaches a deployed page. See docs/content-security.md.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import * as v from 'valibot';
import { mapSiteContent } from './map.ts';
import { siteContentQuery, translationCorrectionsQuery } from './queries.ts';
import {
  type ContentEnv,
  DEFAULT_DATASET_PATH,
  type SanityConfig,
  sanityConfigFromEnv,
} from './sanity-config.ts';
import type { EditorCorrection } from './translation/translate-content.ts';
import type { SiteContent } from './types.ts';
import { validateSiteContent } from './validate.ts';

export type QueryParams = Record<string, unknown>;

export interface ContentSource {
  kind: 'local' | 'sanity';
  /** Human description for build logs (never includes a token). */
  description: string;
  query<T = unknown>(groq: string, params?: QueryParams): Promise<T>;
}

export function parseNdjson(text: string, origin: string): unknown[] {
  const docs: unknown[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    try {
      docs.push(JSON.parse(line));
    } catch (error) {
      throw new Error(`${origin}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
  });
  return docs;
}

/**
 * Drafts (`drafts.<id>`) and release versions (`versions.<release>.<id>`) are not published; Sanity's
 * `published` perspective leaves them out, and so does the local path, for every query and reference.
 */
export function isPublishedDocument(doc: unknown): boolean {
  if (doc === null || typeof doc !== 'object') return false;
  const id = (doc as { _id?: unknown })._id;
  return typeof id === 'string' && !id.startsWith('drafts.') && !id.startsWith('versions.');
}

export function createLocalSource(datasetPath: string): ContentSource {
  const path = resolve(process.cwd(), datasetPath);
  let dataset: Promise<unknown[]> | undefined;
  const load = () => {
    dataset ??= readFile(path, 'utf8').then((text) =>
      parseNdjson(text, datasetPath).filter(isPublishedDocument),
    );
    return dataset;
  };
  return {
    kind: 'local',
    description: `local dataset ${datasetPath}`,
    async query<T>(groq: string, params: QueryParams = {}) {
      const tree = parse(groq, { params });
      const result = await evaluate(tree, { dataset: await load(), params });
      return (await result.get()) as T;
    },
  };
}

export function createSanityClient(config: SanityConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    // A token is for a private dataset only: it never widens what the build reads to drafts.
    perspective: 'published',
    // Token requests bypass Sanity's CDN anyway; say so rather than rely on it.
    useCdn: !config.token,
    ...(config.token ? { token: config.token } : {}),
    // A custom host (tests, proxies) has no per-project subdomain.
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
}

export function createSanitySource(config: SanityConfig): ContentSource {
  const client = createSanityClient(config);
  return {
    kind: 'sanity',
    description: `Sanity project ${config.projectId}, dataset ${config.dataset}, API v${config.apiVersion}, published documents${config.token ? ' (read token)' : ''}`,
    query<T>(groq: string, params: QueryParams = {}) {
      return client.fetch<T>(groq, params);
    },
  };
}

export function createContentSource(env: ContentEnv = process.env): ContentSource {
  const sanity = sanityConfigFromEnv(env);
  if (sanity) return createSanitySource(sanity);
  return createLocalSource(env.CONTENT_DATASET_PATH?.trim() || DEFAULT_DATASET_PATH);
}

const correctionsSchema = v.array(v.object({ en: v.string(), fr: v.string() }));

/** French texts editors checked in the Studio; a malformed answer fails the build. */
export async function fetchTranslationCorrections(source: ContentSource): Promise<EditorCorrection[]> {
  const raw = await source.query(translationCorrectionsQuery);
  const result = v.safeParse(correctionsSchema, raw);
  if (!result.success) throw new Error(`Invalid translation documents: ${result.issues[0]?.message}`);
  return result.output;
}

/** English site content, validated and mapped: what the build translates and writes. */
export async function fetchSiteContent(source: ContentSource = createContentSource()): Promise<SiteContent> {
  const raw = await source.query(siteContentQuery);
  return mapSiteContent(validateSiteContent(raw));
}
