/**
 * Phone numbers with a fixed outcome in the local Fapshi simulator. The first two rows are Fapshi's
 * documented sandbox numbers; the rest are the simulator's own, for the failure modes a real
 * integration must survive. Change it here first: CONTRIBUTING.md shows it to people, and a test
 * holds that copy to this one.
 *
 * | number     | operator | outcome                                                                 |
 * |------------|----------|-------------------------------------------------------------------------|
 * | 670000000, 670000002, 650000000 | MTN    | SUCCESSFUL (Fapshi sandbox)                          |
 * | 690000000, 690000002, 656000000 | Orange | SUCCESSFUL (Fapshi sandbox)                          |
 * | 670000001, 670000003, 650000001 | MTN    | FAILED (Fapshi sandbox)                              |
 * | 690000001, 690000003, 656000001 | Orange | FAILED (Fapshi sandbox)                              |
 * | 670000004  | MTN      | SUCCESSFUL, but no webhook is ever sent                                 |
 * | 670000005  | MTN      | SUCCESSFUL, webhook sent twice                                          |
 * | 670000006  | MTN      | SUCCESSFUL, webhook sent late (`timing.lateWebhookMs` after the success) |
 * | 670000007  | MTN      | SUCCESSFUL, but `POST /direct-pay` answers only after `timing.slowInitiateMs` (longer than a client's time-out): the payment exists although the caller saw a time-out |
 * | 670000009  | MTN      | stays PENDING forever (until `timing.expireAfterMs`, if set, or a control call) |
 * | any other valid MTN or Orange number | | SUCCESSFUL (the real sandbox picks at random; the simulator is deterministic) |
 */

export type SandboxOutcome =
  | 'success'
  | 'failure'
  | 'success-without-webhook'
  | 'success-with-duplicate-webhook'
  | 'success-with-late-webhook'
  | 'success-after-slow-initiate'
  | 'pending-forever';

export const sandboxNumbers = {
  success: {
    mtn: ['670000000', '670000002', '650000000'],
    orange: ['690000000', '690000002', '656000000'],
  },
  failure: {
    mtn: ['670000001', '670000003', '650000001'],
    orange: ['690000001', '690000003', '656000001'],
  },
  successWithoutWebhook: '670000004',
  successWithDuplicateWebhook: '670000005',
  successWithLateWebhook: '670000006',
  successAfterSlowInitiate: '670000007',
  pendingForever: '670000009',
} as const;

const fixedOutcomes: ReadonlyMap<string, SandboxOutcome> = new Map<string, SandboxOutcome>([
  ...[...sandboxNumbers.success.mtn, ...sandboxNumbers.success.orange].map(
    (phone) => [phone, 'success'] as const,
  ),
  ...[...sandboxNumbers.failure.mtn, ...sandboxNumbers.failure.orange].map(
    (phone) => [phone, 'failure'] as const,
  ),
  [sandboxNumbers.successWithoutWebhook, 'success-without-webhook'],
  [sandboxNumbers.successWithDuplicateWebhook, 'success-with-duplicate-webhook'],
  [sandboxNumbers.successWithLateWebhook, 'success-with-late-webhook'],
  [sandboxNumbers.successAfterSlowInitiate, 'success-after-slow-initiate'],
  [sandboxNumbers.pendingForever, 'pending-forever'],
]);

/** The outcome the simulator plays for a (valid, 9-digit) number. */
export function sandboxOutcome(phone: string): SandboxOutcome {
  return fixedOutcomes.get(phone) ?? 'success';
}
