/**
 * POST /api/internal/sweep-payments: the sweep on demand (the local server has no scheduler), for
 * whoever holds `SWEEP_SECRET` (header `x-sweep-secret`; see internal-jobs.ts).
 */
import type { Config } from '@netlify/functions';
import { jobTrigger } from '../src/server/http/internal-jobs.ts';
import { sweepPayments } from '../src/server/services/payment-sweep.ts';

export default jobTrigger('api.sweep.done', ({ deps }) => sweepPayments(deps));

export const config: Config = { path: '/api/internal/sweep-payments' };
