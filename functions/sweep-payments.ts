/**
 * Scheduled every 5 minutes: re-checks stale pending payments (lost webhooks, crashes, time-outs)
 * within a time budget well under the platform's 30 s limit (see payment-sweep.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { ConfigurationError } from '../src/server/config/function-settings.ts';
import { FUNCTION_HEADERS } from '../src/server/http/envelope.ts';
import { getRuntime } from '../src/server/runtime.ts';
import { sweepPayments } from '../src/server/services/payment-sweep.ts';

export default async (_request: Request, context?: Context) => {
  let runtime: ReturnType<typeof getRuntime>;
  try {
    runtime = getRuntime(context);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.logLine);
    return new Response(null, { status: 503, headers: FUNCTION_HEADERS });
  }
  const report = await sweepPayments(runtime.deps);
  console.info('[sweep-payments]', JSON.stringify(report));
  return new Response(null, { status: 204, headers: FUNCTION_HEADERS });
};

export const config: Config = { schedule: '*/5 * * * *' };
