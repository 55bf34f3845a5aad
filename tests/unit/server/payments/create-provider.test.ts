import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../../../src/server/payments/create-provider.ts';

const complete = {
  FAPSHI_BASE_URL: 'https://sandbox.fapshi.com',
  FAPSHI_API_USER: 'user-1',
  FAPSHI_API_KEY: 'FAK_TEST_secret',
};

describe('createPaymentProvider', () => {
  it('builds the Fapshi provider from the environment, calling the configured base URL', async () => {
    const urls: string[] = [];
    const fake: typeof fetch = async (url) => {
      urls.push(String(url));
      return Response.json([]);
    };
    const provider = createPaymentProvider(complete, fake);

    expect(provider.name).toBe('fapshi');
    await provider.findByExternalId('att_1');
    expect(urls).toEqual(['https://sandbox.fapshi.com/transaction/att_1']);
  });

  it.each([
    ['nothing set', {}, 'FAPSHI_BASE_URL, FAPSHI_API_USER, FAPSHI_API_KEY'],
    ['no key', { ...complete, FAPSHI_API_KEY: undefined }, 'set FAPSHI_API_KEY'],
    ['a blank user', { ...complete, FAPSHI_API_USER: '  ' }, 'set FAPSHI_API_USER'],
    ['a base URL that is not a URL', { ...complete, FAPSHI_BASE_URL: 'sandbox.fapshi.com' }, 'http(s) URL'],
    ['a non-http base URL', { ...complete, FAPSHI_BASE_URL: 'ftp://fapshi.com' }, 'http(s) URL'],
    ['a time-out that is not a number', { ...complete, FAPSHI_TIMEOUT_MS: 'soon' }, 'FAPSHI_TIMEOUT_MS'],
    ['a zero time-out', { ...complete, FAPSHI_TIMEOUT_MS: '0' }, 'FAPSHI_TIMEOUT_MS'],
  ])('refuses %s with a clear message', (_case, env, message) => {
    expect(() => createPaymentProvider(env)).toThrow(message);
  });

  it('never puts the values in its error messages', () => {
    let message = '';
    try {
      createPaymentProvider({ ...complete, FAPSHI_BASE_URL: 'nope' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('FAPSHI_BASE_URL');
    expect(message).not.toContain('FAK_TEST_secret');
    expect(message).not.toContain('nope');
  });
});
