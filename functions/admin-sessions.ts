/** GET /api/admin/sessions: the open staff sessions (owners). */
import type { Config, Context } from '@netlify/functions';
import { SESSION_LIFETIME } from '../src/server/admin/sign-in-service.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { listOpenSessions } from '../src/server/repositories/staff.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', role: 'owner', deps: () => requestDeps(context) }, async (ctx) => {
    const sessions = await listOpenSessions(ctx.deps.db, ctx.deps.clock(), SESSION_LIFETIME);
    return ok(ctx.locale, {
      status: 200,
      key: 'admin.ok',
      data: { sessions: sessions.map((s) => ({ ...s, current: s.id === ctx.session.id })) },
    });
  });

export const config: Config = { path: '/api/admin/sessions' };
