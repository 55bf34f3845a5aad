/**
 * A mail client's one-click unsubscribe (RFC 8058) is a form POST anyone can send: its body is read
 * at most 1 KB, like every other body, never to the end. A 300 KB body is refused (413) after the
 * first kilobytes, and the stream behind it is cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bookingBody, ORIGIN, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

/** A body of `size` bytes handed out 1 KB at a time; `pulled` counts what the reader took. */
function countedBody(size: number) {
  const seen = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode(`List-Unsubscribe=One-Click&${'x'.repeat(1024)}`.slice(0, 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= size) {
        controller.close();
        return;
      }
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe.each(databaseKinds())('the one-click unsubscribe’s body (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('reads at most about 1 KB of a 300 KB body, refuses it and stops nothing', async () => {
    const code: string = (await api.createBooking(bookingBody())).body.data.code;
    const { stream, seen } = countedBody(300 * 1024);
    const request = new Request(`${ORIGIN}/api/bookings/${code}/reminders-off?token=forged`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const answer = await api.raw('stopReminders', request);
    expect(answer.status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(4 * 1024);
    expect((await api.getBooking(code)).body.data.remindersOff).toBe(false);
  });
});
