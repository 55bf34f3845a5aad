/**
 * Scheduled every 5 minutes: re-checks stale pending payments (lost webhooks, crashes, time-outs)
 * within a time budget well under the platform's 30 s limit (see payment-sweep.ts).
 */
import type { Config } from '@netlify/functions';
import { getRuntime } from '../src/server/runtime.ts';
import { sweepPayments } from '../src/server/services/payment-sweep.ts';

export default async (_request: Request) => {
  const report = await sweepPayments(getRuntime().deps);
  console.info('[sweep-payments]', JSON.stringify(report));
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
