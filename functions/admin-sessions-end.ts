/** POST /api/admin/sessions/end: an owner ends any staff session (written to the audit log). */
import type { Config, Context } from '@netlify/functions';
import { endSessionSchema } from '../src/domain/admin-schemas.ts';
import { staffBody, staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { appendAudit } from '../src/server/repositories/audit-log.ts';
import { endSessionById } from '../src/server/repositories/staff.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', role: 'owner', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(ctx, endSessionSchema);
    if (!body.ok) return body.response;
    const { deps, session } = ctx;
    const ended = await endSessionById(deps.db, body.value.sessionId, session.staff.id, deps.clock());
    if (!ended) return fail(ctx.locale, 404, 'admin.error.sessionNotFound');
    await appendAudit(deps.db, {
      staffId: session.staff.id,
      action: 'endSession',
      bookingId: null,
      reason: body.value.reason,
      detail: { sessionId: body.value.sessionId },
    });
    return ok(ctx.locale, { status: 200, key: 'admin.session.ended', data: {} });
  });

export const config: Config = { path: '/api/admin/sessions/end' };
