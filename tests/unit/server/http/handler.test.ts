import { describe, expect, it, vi } from 'vitest';
import { handle } from '../../../../src/server/http/handler.ts';

describe('handle', () => {
  // A method a function does not take must be answered before anything is read, counted or written.
  it.each(['OPTIONS', 'POST'])('refuses %s on a GET function without running it', async (method) => {
    const run = vi.fn(async () => new Response('ran'));
    const response = await handle(new Request('http://site.test/api/x', { method }), 'GET', run);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(run).not.toHaveBeenCalled();
  });
});
