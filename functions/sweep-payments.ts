/**
 * Scheduled every 5 minutes: re-checks stale pending payments (lost webhooks, crashes, time-outs)
 * within a time budget well under the platform's 30 s limit (see payment-sweep.ts).
 */
import type { Config } from '@netlify/functions';
import { scheduledJob } from '../src/server/http/internal-jobs.ts';
import { sweepPayments } from '../src/server/services/payment-sweep.ts';

export default scheduledJob('sweep-payments', ({ deps }) => sweepPayments(deps));

export const config: Config = { schedule: '*/5 * * * *' };
