import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MailError } from '../../../../src/server/mail/mailer.ts';
import { outboxMailer } from '../../../../src/server/mail/outbox-mailer.ts';

describe('outboxMailer', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes one JSON file per message, creating the folder, in time order', async () => {
    const dir = join(root, 'nested', 'outbox');
    let now = Date.UTC(2030, 4, 1, 8, 30);
    const mailer = outboxMailer({ dir, from: 'Tours <a@b.example>', clock: () => new Date(now) });
    const message = { to: 'x@example.cm', subject: 'S', text: 'T', html: '<p>T</p>' };
    await Promise.all([mailer.send(message), mailer.send({ ...message, subject: 'Same millisecond' })]);
    now += 1_000;
    await mailer.send({ ...message, subject: 'Later', idempotencyKey: 'k/1' });
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^2030-05-01T08-3\d-\d\d-\d{3}Z-[0-9a-f]{8}\.json$/);
    const last = JSON.parse(await readFile(join(dir, names[2] ?? ''), 'utf8'));
    expect(last).toEqual({
      from: 'Tours <a@b.example>',
      createdAt: '2030-05-01T08:30:01.000Z',
      ...message,
      subject: 'Later',
      idempotencyKey: 'k/1',
    });
  });

  it('never shows a reader a half-written message', async () => {
    const dir = join(root, 'outbox');
    const mailer = outboxMailer({ dir, from: 'a@b.example' });
    // Over 512 KB: the file is written in several chunks, so a plain write shows a reader half of it.
    const big = 'x'.repeat(1024 * 1024);
    let sending = true;
    const reads: Promise<void>[] = [];
    const reader = (async () => {
      while (sending) {
        for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) =>
          n.endsWith('.json'),
        )) {
          reads.push(readFile(join(dir, name), 'utf8').then((body) => void JSON.parse(body)));
        }
        await new Promise((tick) => setImmediate(tick));
      }
    })();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.send({ to: 'x@example.cm', subject: `${i}`, text: big, html: big }),
      ),
    );
    sending = false;
    await reader;
    await Promise.all(reads);
    expect(reads.length).toBeGreaterThan(0);
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(20);
    expect((await readdir(dir)).filter((name) => !name.endsWith('.json'))).toEqual([]);
  });

  it('throws a MailError when the outbox cannot be written', async () => {
    const blocker = join(root, 'file');
    await writeFile(blocker, 'not a folder');
    const mailer = outboxMailer({ dir: join(blocker, 'outbox'), from: 'a@b.example' });
    await expect(mailer.send({ to: 'x@example.cm', subject: 'S', text: 'T', html: 'T' })).rejects.toThrow(
      MailError,
    );
  });
});
