/**
 * The embedded default: every message becomes one JSON file in the outbox directory (default
 * `.data/outbox/`), to read by hand or in tests; nothing leaves the machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MailError, type Mailer, type MailMessage } from './mailer.ts';

export const DEFAULT_OUTBOX_DIR = '.data/outbox';

/** What one outbox file holds. */
export interface OutboxEntry extends MailMessage {
  from: string;
  createdAt: string;
}

export interface OutboxMailerOptions {
  dir: string;
  from: string;
  clock?: () => Date;
}

export function outboxMailer({ dir, from, clock = () => new Date() }: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      const createdAt = clock().toISOString();
      const entry: OutboxEntry = { from, createdAt, ...message };
      // Sortable by time; the random part keeps two messages of the same millisecond apart.
      const name = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      try {
        await mkdir(dir, { recursive: true });
        // Written aside, then renamed: a reader listing `*.json` never meets a half-written message.
        const partial = join(dir, `.${name}.partial`);
        await writeFile(partial, `${JSON.stringify(entry, null, 2)}\n`, { flag: 'wx' });
        await rename(partial, join(dir, name));
      } catch (error) {
        throw new MailError(`could not write to the outbox: ${(error as Error).message}`, null, {
          cause: error,
        });
      }
    },
  };
}
