import { describe, expect, it } from 'vitest';
import { deviceNames } from '../../../src/domain/user-agent.ts';

describe('deviceNames', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome',
      'ChromeOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 OPR/115.0',
      'Opera',
      'Linux',
    ],
  ])('reads %s', (userAgent, browser, os) => {
    expect(deviceNames(userAgent)).toEqual({ browser, os });
  });

  it('reads a headless Chrome as Chrome', () => {
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36';
    expect(deviceNames(agent)).toEqual({ browser: 'Chrome', os: 'Linux' });
  });

  it('names nothing it does not recognise, and keeps only names from its list', () => {
    expect(deviceNames(null)).toEqual({ browser: null, os: null });
    expect(deviceNames('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(deviceNames('<script>alert(1)</script>')).toEqual({ browser: null, os: null });
    // Past the first 512 characters nothing is read.
    expect(deviceNames(`${'x'.repeat(600)} Chrome/1 Android`)).toEqual({ browser: null, os: null });
  });
});
