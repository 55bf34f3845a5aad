/**
 * A scripted `AdminApi` for the back office's store tests: each call waits until the test answers
 * it, so a test decides in which order answers arrive.
 */
import type { AdminApi, AdminOutcome } from '../../../../src/stores/admin/admin-api.ts';

interface PendingCall {
  method: keyof AdminApi;
  args: unknown[];
  answer(outcome: AdminOutcome<unknown>): Promise<void>;
}

export interface ScriptedAdminApi {
  api: AdminApi;
  /** Calls not answered yet, oldest first. */
  pending: PendingCall[];
  /** Every call made, as `method(args)`. */
  calls: string[];
  /** Answers the oldest pending call of `method` (and lets the stores take the answer in). */
  answer(method: keyof AdminApi, outcome: AdminOutcome<unknown>): Promise<void>;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

export function scriptedAdminApi(): ScriptedAdminApi {
  const pending: PendingCall[] = [];
  const calls: string[] = [];
  const api = new Proxy({} as AdminApi, {
    get:
      (_, method: keyof AdminApi) =>
      (...args: unknown[]) =>
        new Promise((resolve) => {
          calls.push(`${method}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
          const call: PendingCall = {
            method,
            args,
            async answer(outcome) {
              pending.splice(pending.indexOf(call), 1);
              resolve(outcome);
              await settled();
            },
          };
          pending.push(call);
        }),
  });
  return {
    api,
    pending,
    calls,
    answer(method, outcome) {
      const call = pending.find((c) => c.method === method);
      if (!call) throw new Error(`no pending call of ${method}`);
      return call.answer(outcome);
    },
  };
}

export const ok = <T>(data: T): AdminOutcome<T> => ({ kind: 'ok', data, message: 'Done.' });
export const refused = (
  message: string,
  status: 'signedOut' | 'forbidden' | 'other' = 'other',
): AdminOutcome<never> => ({ kind: 'refused', status, message });
export const unreachable: AdminOutcome<never> = { kind: 'failed' };
