/**
 * The two shapes of a background job's function, shared by the payment sweep and the reminders:
 * the scheduled one (the platform calls it; no answer body, a missing setting logged and 503) and
 * its HTTP trigger for the local server, which has no scheduler (header `x-sweep-secret` equal to
 * `SWEEP_SECRET`, compared in constant time; refused when unset).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from '@netlify/functions';
import type { MessageKey } from '../../i18n/messages.ts';
import { ConfigurationError } from '../function-settings.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { FUNCTION_HEADERS, fail, ok } from './envelope.ts';
import { handle } from './handler.ts';
import { runtimeFor } from './rate-limit-guard.ts';

/** A scheduled function running `job` and logging its report under `[name]`. */
export function scheduledJob(name: string, job: (runtime: Runtime) => Promise<unknown>) {
  return async (_request: Request, context?: Context) => {
    let runtime: Runtime;
    try {
      runtime = getRuntime(context);
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error;
      console.error(error.logLine);
      return new Response(null, { status: 503, headers: FUNCTION_HEADERS });
    }
    console.info(`[${name}]`, JSON.stringify(await job(runtime)));
    return new Response(null, { status: 204, headers: FUNCTION_HEADERS });
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A POST that runs `job` on demand for whoever holds the sweep secret, answering its report. */
export function jobTrigger(
  doneKey: MessageKey,
  job: (runtime: Runtime & { sweepSecret: string }) => Promise<unknown>,
) {
  return (request: Request, context: Context) =>
    handle(request, 'POST', async ({ locale }) => {
      const runtime = runtimeFor(context);
      const { sweepSecret } = runtime;
      const given = request.headers.get('x-sweep-secret') ?? '';
      // Hashing first gives equal lengths, so the comparison leaks neither content nor length.
      if (!sweepSecret || !timingSafeEqual(digest(given), digest(sweepSecret))) {
        return fail(locale, 401, 'api.error.unauthorized');
      }
      return ok(locale, { status: 200, key: doneKey, data: await job({ ...runtime, sweepSecret }) });
    });
}
