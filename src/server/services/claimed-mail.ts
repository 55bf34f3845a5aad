/**
 * Sends an e-mail at most once: claimed in the database before it is sent (exactly one caller wins),
 * marked sent after, and given back if the send fails, for the sweep to retry. The claim is a lease:
 * a process that died mid-send leaves a claim the sweep takes again after `MAIL_CLAIM_LEASE_MS`; the
 * mail API's idempotency key (stable per e-mail) keeps that to one message. Never throws.
 */
import type { MailClaims } from '../repositories/mail-claims.ts';
import type { ServiceDeps } from './deps.ts';

/** A claimed e-mail not marked sent after this long is taken again (longer than any send takes). */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;

/** Runs a claimed send; gives the claim back and logs when anything fails. Never throws. */
export async function sendClaimed(
  deps: ServiceDeps,
  what: string,
  claim: () => Promise<boolean>,
  release: () => Promise<void>,
  send: () => Promise<void>,
  sent: () => Promise<void>,
): Promise<boolean> {
  try {
    if (!(await claim())) return false;
  } catch (error) {
    deps.log?.(`${what}: could not claim`, { error: String(error) });
    return false;
  }
  try {
    await send();
  } catch (error) {
    deps.log?.(`${what}: not sent, will retry`, { error: String(error) });
    await release().catch((e: unknown) => deps.log?.(`${what}: could not release`, { error: String(e) }));
    return false;
  }
  // Sent: a failure to note it only means the lease runs out and the same message (same idempotency
  // key) is handed to the mail API again, which drops it.
  await sent().catch((e: unknown) => deps.log?.(`${what}: sent, not noted`, { error: String(e) }));
  return true;
}

/** An e-mail claimed on its row (`mail-claims.ts`): what it is, its claims, and how to send it. */
export interface ClaimedMail {
  /** Names it in the log. */
  what: string;
  claims: MailClaims;
  /** Builds and sends the e-mail of row `id`; throws when it cannot. */
  send(deps: ServiceDeps, id: string): Promise<void>;
}

/** Sends row `id`'s e-mail unless it was sent or is being sent. Never throws. */
export function sendClaimedMail(deps: ServiceDeps, mail: ClaimedMail, id: string): Promise<boolean> {
  return sendClaimed(
    deps,
    `${mail.what} ${id}`,
    () => mail.claims.claim(deps.db, id, MAIL_CLAIM_LEASE_MS),
    () => mail.claims.release(deps.db, id),
    () => mail.send(deps, id),
    () => mail.claims.markSent(deps.db, id),
  );
}

/** Sends again what could not be sent (the sweep): events since `since`; how many went out. */
export async function retryClaimedMail(
  deps: ServiceDeps,
  mail: ClaimedMail,
  since: Date,
  limit: number,
  goOn: () => boolean,
): Promise<number> {
  let sent = 0;
  for (const id of await mail.claims.listUnsent(deps.db, since, limit, MAIL_CLAIM_LEASE_MS)) {
    if (!goOn()) return sent;
    if (await sendClaimedMail(deps, mail, id)) sent += 1;
  }
  return sent;
}
