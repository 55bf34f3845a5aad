/**
 * Where an approved review goes: Sanity with the reviews' own token and a build hook when deployed
 * (anything missing is a ConfigurationError naming it), the local dataset only locally; and the
 * build hook's call never throws.
 */
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../../src/server/function-settings.ts';
import { startRebuild } from '../../../../src/server/reviews/build-hook.ts';
import { reviewPublishingFrom } from '../../../../src/server/reviews/publishing-settings.ts';

const deployed = {
  SANITY_PROJECT_ID: 'p1',
  SANITY_DATASET: 'reviews',
  SANITY_REVIEWS_TOKEN: 'sk-reviews',
  NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
};

function refusal(env: Record<string, string>, context = 'production'): string {
  try {
    reviewPublishingFrom(env, context);
  } catch (error) {
    if (error instanceof ConfigurationError) return `${error.setting} ${error.reason}`;
    throw error;
  }
  throw new Error('expected a ConfigurationError');
}

describe('review publishing settings', () => {
  it('deployed: Sanity with the reviews token, and the hook', () => {
    expect(reviewPublishingFrom(deployed, 'production')).toEqual({
      kind: 'sanity',
      sanity: {
        projectId: 'p1',
        dataset: 'reviews',
        apiVersion: expect.any(String),
        token: 'sk-reviews',
        apiHost: undefined,
      },
      buildHookUrl: 'https://api.netlify.com/build_hooks/abc',
    });
  });

  it('deployed: never the local dataset, never another token, never a hook in clear', () => {
    const without = (name: keyof typeof deployed) => {
      const env: Record<string, string> = { ...deployed, CONTENT_DATASET_PATH: 'x.ndjson' };
      delete env[name];
      return env;
    };
    expect(refusal(without('SANITY_PROJECT_ID'))).toMatch(/^SANITY_PROJECT_ID is not set/);
    expect(refusal(without('SANITY_REVIEWS_TOKEN'))).toMatch(/^SANITY_REVIEWS_TOKEN is not set/);
    expect(refusal({ ...without('SANITY_REVIEWS_TOKEN'), SANITY_WRITE_TOKEN: 'sk-w' })).toMatch(
      /^SANITY_REVIEWS_TOKEN is not set/,
    );
    expect(refusal(without('NETLIFY_BUILD_HOOK_URL'), 'branch-deploy')).toMatch(/^NETLIFY_BUILD_HOOK_URL/);
    expect(refusal({ ...deployed, SANITY_TOKEN: ' sk-reviews ' })).toMatch(/differ from SANITY_TOKEN/);
    expect(refusal({ ...deployed, SANITY_WRITE_TOKEN: 'sk-reviews' })).toMatch(/SANITY_WRITE_TOKEN/);
    expect(refusal({ ...deployed, NETLIFY_BUILD_HOOK_URL: 'http://hooks.example/x' })).toMatch(
      /^NETLIFY_BUILD_HOOK_URL must be an https/,
    );
    expect(refusal({ ...deployed, NETLIFY_BUILD_HOOK_URL: 'not a url' })).toMatch(/^NETLIFY_BUILD_HOOK_URL/);
  });

  it('locally: the dataset without a Sanity project; with one, the reviews token and no hook needed', () => {
    expect(reviewPublishingFrom({}, 'dev')).toEqual({
      kind: 'dataset',
      path: 'content/sample/dataset.ndjson',
    });
    expect(reviewPublishingFrom({ CONTENT_DATASET_PATH: ' /tmp/d.ndjson ' }, 'dev')).toEqual({
      kind: 'dataset',
      path: '/tmp/d.ndjson',
    });
    expect(refusal({ SANITY_PROJECT_ID: 'p1' }, 'dev')).toMatch(/^SANITY_REVIEWS_TOKEN/);
    expect(
      reviewPublishingFrom({ SANITY_PROJECT_ID: 'p1', SANITY_REVIEWS_TOKEN: 'sk' }, 'dev'),
    ).toMatchObject({ kind: 'sanity', buildHookUrl: undefined });
  });
});

describe('starting a rebuild', () => {
  it('POSTs once and reports a refusal or a network error without the URL', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const answering = (status: number) =>
      (async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return new Response(null, { status });
      }) as unknown as typeof fetch;
    expect(await startRebuild('https://hooks.example/secret', answering(200))).toEqual({ started: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(await startRebuild('https://hooks.example/secret', answering(404))).toEqual({
      started: false,
      reason: 'HTTP 404',
    });
    const failing = (async () => {
      throw new TypeError('fetch failed for https://hooks.example/secret');
    }) as unknown as typeof fetch;
    const outcome = await startRebuild('https://hooks.example/secret', failing);
    expect(outcome).toEqual({ started: false, reason: 'TypeError' });
  });
});
