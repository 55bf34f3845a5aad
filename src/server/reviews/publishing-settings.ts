/**
 * Where the back office publishes an approved review, read from the functions' settings for the
 * request's deploy context. Deployed (production, previews), it is Sanity only: a published `review`
 * document written with `SANITY_REVIEWS_TOKEN` (a token whose only use is this), then the site's
 * build hook `NETLIFY_BUILD_HOOK_URL`; a missing or unsafe setting is a `ConfigurationError` (503,
 * nothing written), and the local dataset file is never a fallback there (it is not even deployed).
 * Locally, without a Sanity project, the review is appended to the local dataset.
 */

import type { Environment } from '../../config/environment.ts';
import { type ContentEnv, DEFAULT_DATASET_PATH, sanityConfigFromEnv } from '../../content/sanity-config.ts';
import { ConfigurationError, isDeployedContext, readEnvironment } from '../function-settings.ts';
import type { SanityWriteConfig } from './sanity-writer.ts';

export type ReviewPublishing =
  | { kind: 'dataset'; path: string }
  | { kind: 'sanity'; sanity: SanityWriteConfig; buildHookUrl: string | undefined };

type Env = Readonly<Record<string, string | undefined>>;

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** The hook's URL is a secret (anyone holding it can start builds): never sent in clear off the host. */
function hookProblem(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:' || LOOPBACK.includes(parsed.hostname)) return null;
  return 'must be an https:// URL';
}

function tokenProblem(settings: Environment): string | null {
  const token = settings.SANITY_REVIEWS_TOKEN;
  if (token === undefined) return 'is not set (SANITY_WRITE_TOKEN is for staff scripts only)';
  if (token === settings.SANITY_TOKEN) return "must differ from SANITY_TOKEN (the build's read token)";
  if (token === settings.SANITY_WRITE_TOKEN)
    return "must differ from SANITY_WRITE_TOKEN (the scripts' token)";
  return null;
}

/**
 * Throws `ConfigurationError` naming the first missing or unsafe setting; call it before anything
 * is written, so a refused approval changes nothing.
 */
export function reviewPublishingFrom(env: Env, deployContext: string): ReviewPublishing {
  const settings = readEnvironment(env, deployContext);
  const deployed = isDeployedContext(deployContext);
  const problem = (
    name: 'SANITY_PROJECT_ID' | 'SANITY_REVIEWS_TOKEN' | 'NETLIFY_BUILD_HOOK_URL',
    why: string,
  ) => new ConfigurationError(name, why, deployContext);
  if (settings.SANITY_PROJECT_ID === undefined) {
    if (deployed) throw problem('SANITY_PROJECT_ID', 'is not set: approved reviews are published in Sanity');
    return { kind: 'dataset', path: settings.CONTENT_DATASET_PATH ?? DEFAULT_DATASET_PATH };
  }
  const tokenIssue = tokenProblem(settings);
  if (tokenIssue) throw problem('SANITY_REVIEWS_TOKEN', tokenIssue);
  const hook = settings.NETLIFY_BUILD_HOOK_URL;
  if (hook === undefined && deployed) throw problem('NETLIFY_BUILD_HOOK_URL', 'is not set');
  const hookIssue = hook === undefined ? null : hookProblem(hook);
  if (hookIssue) throw problem('NETLIFY_BUILD_HOOK_URL', hookIssue);
  const read = sanityConfigFromEnv(settings as ContentEnv);
  if (!read) throw problem('SANITY_PROJECT_ID', 'is not set');
  return {
    kind: 'sanity',
    sanity: {
      projectId: read.projectId,
      dataset: read.dataset,
      apiVersion: read.apiVersion,
      token: settings.SANITY_REVIEWS_TOKEN as string,
      apiHost: read.apiHost,
    },
    buildHookUrl: hook,
  };
}
