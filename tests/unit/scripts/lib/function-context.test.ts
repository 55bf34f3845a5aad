import { describe, expect, it } from 'vitest';
import { functionCall } from '../../../../scripts/lib/function-context.ts';

const call = (headers: Record<string, string> = {}) =>
  functionCall({
    request: new Request('http://127.0.0.1:4331/api/bookings/AB12', { headers }),
    params: { code: 'AB12' },
    ip: '127.0.0.1',
    siteUrl: 'http://127.0.0.1:4331',
    waitUntil: () => {},
  });

describe('functionCall', () => {
  it('gives the route parameters, the connection address and the local stand-ins', () => {
    const { context } = call({ 'x-forwarded-for': '198.51.100.9' });
    expect(context.params).toEqual({ code: 'AB12' });
    expect(context.ip).toBe('127.0.0.1');
    expect(context.deploy.context).toBe('dev');
    expect(context.site.url).toBe('http://127.0.0.1:4331');
    expect(context.url.pathname).toBe('/api/bookings/AB12');
    expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(call().context.requestId).not.toBe(context.requestId);
  });

  it('reads the request cookies and turns set and delete into Set-Cookie lines', () => {
    const { context, setCookies } = call({ cookie: 'staff=abc%20def; theme=dark' });
    expect(context.cookies.get('staff')).toBe('abc def');
    expect(context.cookies.get('missing')).toBe('');
    context.cookies.set({ name: 'staff', value: 'new', httpOnly: true, secure: true, sameSite: 'Lax' });
    context.cookies.delete('theme');
    expect(setCookies()).toEqual([
      'staff=new; Path=/; Secure; HttpOnly; SameSite=Lax',
      'theme=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
    ]);
  });

  it('refuses what belongs to edge functions', () => {
    expect(() => call().context.next()).toThrow(/edge functions/);
  });
});
