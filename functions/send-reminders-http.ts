/**
 * POST /api/internal/send-reminders: the reminders' job on demand (the local server has no
 * scheduler). Needs header `x-sweep-secret` equal to `SWEEP_SECRET`, compared in constant time;
 * refused when unset. Always the real clock: no request can move the job's day.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { fail, ok } from '../src/server/http/envelope.ts';
import { runtimeFor } from '../src/server/http/guard.ts';
import { handle } from '../src/server/http/handler.ts';
import { sendReminders } from '../src/server/services/reminders-service.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async ({ locale }) => {
    const { deps, sweepSecret } = runtimeFor(context);
    const given = request.headers.get('x-sweep-secret') ?? '';
    // Hashing first gives equal lengths, so the comparison leaks neither content nor length.
    if (!sweepSecret || !timingSafeEqual(digest(given), digest(sweepSecret))) {
      return fail(locale, 401, 'api.error.unauthorized');
    }
    return ok(locale, {
      status: 200,
      key: 'api.reminders.done',
      data: await sendReminders(deps, sweepSecret),
    });
  });

export const config: Config = { path: '/api/internal/send-reminders' };
