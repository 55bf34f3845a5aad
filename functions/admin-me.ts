/** GET /api/admin/me: who is signed in (401 when nobody). */
import type { Config, Context } from '@netlify/functions';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) =>
    ok(ctx.locale, { status: 200, key: 'admin.ok', data: { staff: ctx.session.staff } }),
  );

export const config: Config = { path: '/api/admin/me' };
