import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../../../src/server/mail/create-mailer.ts';

const SECRET = 're_secret_4f9a';
const message = { to: 'x@example.cm', subject: 'S', text: 'T', html: 'T' };

describe('createMailer', () => {
  it('writes to OUTBOX_DIR when no API key is set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'create-mailer-'));
    try {
      await createMailer({ OUTBOX_DIR: dir }).send(message);
      expect(await readdir(dir)).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses the e-mail API (Resend by default) when EMAIL_API_KEY is set', async () => {
    const calls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response('{"id":"1"}', { status: 200 });
    };
    await createMailer({ EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.example' }, fetchStub).send(message);
    await createMailer(
      { EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.example', EMAIL_API_URL: 'http://127.0.0.1:9/v1/' },
      fetchStub,
    ).send(message);
    expect(calls).toEqual(['https://api.resend.com/emails', 'http://127.0.0.1:9/v1/emails']);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['no sender', { EMAIL_API_KEY: SECRET }, /EMAIL_FROM/],
    [
      'a bad URL',
      { EMAIL_API_KEY: SECRET, EMAIL_FROM: 'a@b.example', EMAIL_API_URL: 'ftp://x' },
      /EMAIL_API_URL/,
    ],
    [
      'a bad time-out',
      { EMAIL_API_KEY: SECRET, EMAIL_FROM: 'a@b.example', EMAIL_TIMEOUT_MS: '-1' },
      /EMAIL_TIMEOUT_MS/,
    ],
  ])('refuses %s, without showing the key', (_label, env, error) => {
    expect(() => createMailer(env)).toThrow(error);
    expect(() => createMailer(env)).not.toThrow(SECRET);
  });
});
