/**
 * POST /api/admin/reviews/:id/decision: an owner approves (published where the next build reads it,
 * and that build started) or rejects with a reason. Agents read the queue but do not decide.
 */
import type { Config, Context } from '@netlify/functions';
import { adminApi } from '../src/api/admin-contract.ts';
import { reviewDecisionSchema } from '../src/domain/admin-schemas.ts';
import { decideReview, reviewPublisher } from '../src/server/admin/reviews-queue.ts';
import { staffBody, staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { reviewPublishingFrom } from '../src/server/reviews/publishing-settings.ts';
import { deployContextOf, requestDeps, runtimeEnvironment } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', role: 'owner', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(ctx, reviewDecisionSchema);
    if (!body.ok) return body.response;
    const id = pathParam(context, request, 'id', adminApi.reviewDecision.pattern);
    if (!/^\d{1,18}$/.test(id)) return fail(ctx.locale, 404, 'admin.error.reviewNotFound');
    const env = runtimeEnvironment();
    // Read before anything is written: a missing setting refuses the approval with 503.
    const publisher =
      body.value.decision === 'approve'
        ? reviewPublisher(reviewPublishingFrom(env, deployContextOf(env, context)))
        : null;
    const decided = await decideReview(ctx.deps, ctx.session.staff, id, body.value, publisher);
    return ok(ctx.locale, { status: 200, key: decided.key, data: { status: decided.status } });
  });

export const config: Config = { path: '/api/admin/reviews/:id/decision' };
