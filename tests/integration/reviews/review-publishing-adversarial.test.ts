/**
 * Approving a review on the deployed site: with production settings, an owner's approval becomes a
 * published `review` document written to Sanity with the reviews' own token (a local server
 * speaking Sanity's API stands in), then one call to the build hook; the local dataset file is never
 * touched. A missing or unsafe setting answers 503 naming it and writes nothing; an agent gets 403;
 * a failed rebuild keeps the approval and says so; a failed CMS write leaves the review waiting.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import decisionFn from '../../../functions/admin-review-decision.ts';
import { DEFAULT_DATASET_PATH } from '../../../src/content/sanity-config.ts';
import { t } from '../../../src/i18n/messages.ts';
import { closeSharedPool } from '../../../src/server/db/pool.ts';
import { setRuntime, setRuntimeEnvironment } from '../../../src/server/runtime.ts';
import { callAdmin, signedIn } from '../helpers/admin.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';
import {
  type LocalHook,
  type LocalSanity,
  startLocalHook,
  startLocalSanity,
} from '../helpers/sanity-server.ts';

const REVIEWS_TOKEN = 'sk-reviews-only';
const TRIP = { _id: 'trip-kribi', _type: 'trip', slug: { _type: 'slug', current: 'kribi-beach-escape' } };

describe.each(databaseKinds())('approving a review when deployed (%s)', (kind) => {
  let app: TestApp;
  let sanity: LocalSanity;
  let hook: LocalHook;
  let owner: string;
  let agent: string;
  let production: Record<string, string>;
  let datasetBefore: string;
  const bookingIds: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await signedIn(app, 'owner@tours.example', 'owner', 'Awa Owner');
    agent = await signedIn(app, 'agent@tours.example', 'agent', 'Ben Agent');
    // Bookings written directly: this file is about the reviews on them, not how they were made.
    const { rows } = await app.db.pool.query<{ id: string }>(
      `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days,
         destination, catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp,
         payment_method, payment_number, payment_type, total, down_payment, down_payment_percent,
         fee_percent, travelled_at)
       SELECT 'REVW-' || lpad(n::text, 4, '0') || '-XY', 'kribi-beach-escape', 'Kribi', 'Kribi', 3, 'Kribi',
         '2026-11-01', 100000, 3, 'group', 'Guest', 'guest@example.cm', '+237699123456', 'mtn',
         '670000000', 'single', 300000, 150000, 50, 0, '2026-11-04'
       FROM generate_series(1, 14) AS n RETURNING id::text AS id`,
    );
    bookingIds.push(...rows.map((row) => row.id));
    sanity = await startLocalSanity({ dataset: 'production', token: REVIEWS_TOKEN, documents: [TRIP] });
    hook = await startLocalHook();
    production = {
      CONTEXT: 'production',
      DATABASE_URL: app.db.url,
      FAPSHI_BASE_URL: 'https://live.fapshi.com',
      FAPSHI_API_USER: 'live-user',
      FAPSHI_API_KEY: 'live-key',
      SWEEP_SECRET: 'a-long-sweep-secret-of-32-characters-at-least',
      REMINDER_LINK_SECRET: 'a-reminder-link-key-of-32-characters-at-least',
      EMAIL_API_KEY: 're_live_key',
      EMAIL_FROM: 'Tours <bookings@tours.example>',
      SITE_URL: 'https://tours.example',
      SANITY_PROJECT_ID: 'p1',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: sanity.url,
      SANITY_TOKEN: 'sk-build-read',
      SANITY_REVIEWS_TOKEN: REVIEWS_TOKEN,
      NETLIFY_BUILD_HOOK_URL: hook.url,
    };
    datasetBefore = await readFile(DEFAULT_DATASET_PATH, 'utf8');
  }, 180_000);

  beforeEach(() => {
    setRuntime(null);
    setRuntimeEnvironment(production);
    sanity.failWith(null);
    hook.failWith(null);
  });

  afterEach(async () => {
    setRuntimeEnvironment(null);
    vi.restoreAllMocks();
    // A regression must not leave the sample dataset changed for everyone else.
    const now = await readFile(DEFAULT_DATASET_PATH, 'utf8');
    if (now !== datasetBefore) await writeFile(DEFAULT_DATASET_PATH, datasetBefore);
    expect(digest(now)).toBe(digest(datasetBefore));
  });

  afterAll(async () => {
    await closeSharedPool();
    await sanity?.stop();
    await hook?.stop();
    await app?.stop();
  });

  const digest = (text: string) => createHash('sha256').update(text).digest('hex');

  let next = 0;
  async function pendingReview(name: string): Promise<string> {
    const { rows } = await app.db.pool.query<{ id: string }>(
      `INSERT INTO reviews (booking_id, display_name, rating, text, locale)
       VALUES ($1, $2, 5, 'A wonderful weekend at the beach in Kribi.', 'en') RETURNING id::text AS id`,
      [bookingIds[next++], name],
    );
    return rows[0]?.id ?? '';
  }

  const decide = (id: string, body: unknown, cookie = owner) =>
    callAdmin(decisionFn, { path: `/api/admin/reviews/${id}/decision`, body, cookie });

  async function state(id: string) {
    const { rows } = await app.db.pool.query<{ status: string; audits: number }>(
      `SELECT status, (SELECT count(*)::int FROM staff_audit WHERE detail->>'reviewId' = $1) AS audits
       FROM reviews WHERE id::text = $1`,
      [id],
    );
    return rows[0];
  }

  function counts() {
    return { sanity: sanity.requests.length, hook: hook.requests.length };
  }

  it("publishes an owner's approval in Sanity with the reviews' token, and starts one rebuild", async () => {
    const id = await pendingReview('Paul Published');
    const answer = await decide(id, { decision: 'approve' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'approved' });
    expect(answer.body.message).toBe(t('en', 'admin.review.approvedRebuilding'));

    const doc = sanity.documents.get(`review-booking-${id}`);
    expect(doc).toMatchObject({
      _type: 'review',
      name: 'Paul Published',
      rating: 5,
      language: 'en',
      trip: { _type: 'reference', _ref: 'trip-kribi' },
    });
    // Published, not a draft for an editor: nothing else would ever publish it.
    expect([...sanity.documents.keys()].some((key) => key.startsWith('drafts.'))).toBe(false);
    expect(sanity.mutations).toContainEqual({
      createIfNotExists: expect.objectContaining({ _id: doc?._id }),
    });
    expect(sanity.requests.every((r) => r.authorization === `Bearer ${REVIEWS_TOKEN}`)).toBe(true);
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]?.method).toBe('POST');
    expect(await state(id)).toEqual({ status: 'approved', audits: 1 });

    // Approving again changes nothing anywhere.
    const before = counts();
    expect((await decide(id, { decision: 'approve' })).status).toBe(409);
    expect(counts()).toEqual(before);
    expect(await state(id)).toEqual({ status: 'approved', audits: 1 });
  });

  it.each([
    ['SANITY_PROJECT_ID', 'production'],
    ['SANITY_REVIEWS_TOKEN', 'production'],
    ['NETLIFY_BUILD_HOOK_URL', 'production'],
    ['SANITY_REVIEWS_TOKEN', 'deploy-preview'],
  ])('without %s (%s): 503 naming it, nothing written anywhere', async (setting, context) => {
    const env: Record<string, string> = { ...production, CONTEXT: context };
    if (context !== 'production') env.FAPSHI_BASE_URL = 'https://sandbox.fapshi.com';
    delete env[setting];
    setRuntimeEnvironment(env);
    await expectRefused(setting);
  });

  it("refuses the scripts' write token, the build's token or a plain-http hook in their place", async () => {
    const withoutToken: Record<string, string> = { ...production, SANITY_WRITE_TOKEN: REVIEWS_TOKEN };
    delete withoutToken.SANITY_REVIEWS_TOKEN;
    setRuntimeEnvironment(withoutToken);
    await expectRefused('SANITY_REVIEWS_TOKEN');
    setRuntimeEnvironment({ ...production, SANITY_TOKEN: REVIEWS_TOKEN });
    await expectRefused('SANITY_REVIEWS_TOKEN');
    setRuntimeEnvironment({ ...production, SANITY_WRITE_TOKEN: REVIEWS_TOKEN });
    await expectRefused('SANITY_REVIEWS_TOKEN');
    setRuntimeEnvironment({ ...production, NETLIFY_BUILD_HOOK_URL: 'http://api.netlify.com/build_hooks/x' });
    await expectRefused('NETLIFY_BUILD_HOOK_URL');
  });

  async function expectRefused(setting: string) {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await pendingReview(`Refused ${setting}`);
    const before = counts();
    const answer = await decide(id, { decision: 'approve' }, owner);
    expect(answer.status).toBe(503);
    expect(answer.body.data.key).toBe('api.error.unavailable');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(new RegExp(`^\\[config\\] ${setting} `));
    expect(String(errors.mock.calls[0]?.[0])).not.toContain(REVIEWS_TOKEN);
    expect(counts()).toEqual(before);
    expect(await state(id)).toEqual({ status: 'pending', audits: 0 });
    errors.mockRestore();
  }

  it('refuses an agent (403): only owners approve or reject, and nothing is written', async () => {
    const id = await pendingReview('Agent Tried');
    const before = counts();
    for (const body of [{ decision: 'approve' }, { decision: 'reject', reason: 'Not about the trip' }]) {
      const answer = await decide(id, body, agent);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(t('en', 'admin.error.forbidden'));
    }
    expect(counts()).toEqual(before);
    expect(await state(id)).toEqual({ status: 'pending', audits: 0 });
  });

  it('keeps the approval when the rebuild cannot be started, logs it and tells the owner', async () => {
    hook.failWith(500);
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await pendingReview('Hook Down');
    const answer = await decide(id, { decision: 'approve', locale: 'fr' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(t('fr', 'admin.review.approvedRebuildFailed'));
    expect(sanity.documents.has(`review-booking-${id}`)).toBe(true);
    expect(await state(id)).toEqual({ status: 'approved', audits: 1 });
    expect(warnings.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(/^\[reviews\] .*rebuild.*500/),
    );
    expect(warnings.mock.calls.join(' ')).not.toContain(hook.url);
  });

  it('leaves the review waiting when Sanity refuses the write, and starts no rebuild', async () => {
    sanity.failWith(500);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await pendingReview('Sanity Down');
    const hooks = hook.requests.length;
    const answer = await decide(id, { decision: 'approve' });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(t('en', 'admin.error.reviewPublishFailed'));
    expect(await state(id)).toEqual({ status: 'pending', audits: 0 });
    expect(hook.requests).toHaveLength(hooks);
    expect(errors).toHaveBeenCalled();
  });

  it('rejects without any CMS setting: a rejection publishes nothing', async () => {
    const env: Record<string, string> = { ...production };
    for (const name of ['SANITY_PROJECT_ID', 'SANITY_REVIEWS_TOKEN', 'NETLIFY_BUILD_HOOK_URL'])
      delete env[name];
    setRuntimeEnvironment(env);
    const id = await pendingReview('Rita Rejected');
    const before = counts();
    const answer = await decide(id, { decision: 'reject', reason: 'Names another customer' });
    expect(answer.status).toBe(200);
    expect(await state(id)).toEqual({ status: 'rejected', audits: 1 });
    expect(counts()).toEqual(before);
  });
});
