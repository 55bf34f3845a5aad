import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  checkoutPrefetchScript,
  localeRedirectScript,
  localeSwitchScript,
  PREFETCH_DELAY_MS,
  servedCheckoutStepScript,
  serviceWorkerScript,
  WORKER_DELAY_MS,
} from '../../../src/site/inline-scripts.ts';

interface FakeBrowser {
  url: string;
  cookie?: string;
  languages?: string[];
}

/** Runs the inlined home-page script against a fake browser; returns where it went and what it stored. */
function runRedirect({ url, cookie = '', languages = [] }: FakeBrowser) {
  const parsed = new URL(url, 'https://tours.example.cm');
  const written: string[] = [];
  let replacedWith: string | null = null;
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  const location = {
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    replace: (to: string) => {
      replacedWith = to;
    },
  };
  const navigator = { languages, language: languages[0] ?? '', userAgent: 'Mozilla/5.0 Chrome/140' };
  runInNewContext(localeRedirectScript(), { document, location, navigator });
  return { replacedWith, written };
}

describe('locale redirect script (as inlined)', () => {
  it("reads the cookie only when the choice needs it: never on a crawler's visit", () => {
    let reads = 0;
    const document = {
      get cookie() {
        reads += 1;
        return 'locale=fr';
      },
    };
    const location = { pathname: '/', search: '', hash: '', replace: () => undefined };
    const crawler = { languages: [], language: '', userAgent: 'Mozilla/5.0 Chrome-Lighthouse' };
    runInNewContext(localeRedirectScript(), { document, location, navigator: crawler });
    expect(reads).toBe(0);
    const visitor = { ...crawler, userAgent: 'Mozilla/5.0 Chrome/140' };
    runInNewContext(localeRedirectScript(), { document, location, navigator: visitor });
    expect(reads).toBe(1);
  });

  it.each<[string, FakeBrowser, string | null, string[]]>([
    [
      'French browser: remembered and sent to /fr',
      { url: '/#faq', languages: ['fr-FR'] },
      '/fr#faq',
      ['locale=fr;max-age=31536000;path=/;SameSite=Lax'],
    ],
    [
      'English browser: remembered, stays',
      { url: '/', languages: ['en-GB'] },
      null,
      ['locale=en;max-age=31536000;path=/;SameSite=Lax'],
    ],
    ['French cookie: redirected, cookie untouched', { url: '/', cookie: 'locale=fr' }, '/fr', []],
    [
      'explicit ?lang=en: stays',
      { url: '/?lang=en', cookie: 'locale=fr' },
      null,
      ['locale=en;max-age=31536000;path=/;SameSite=Lax'],
    ],
  ])('%s', (_name, browser, redirect, cookies) => {
    const { replacedWith, written } = runRedirect(browser);
    expect(replacedWith).toBe(redirect);
    expect(written).toEqual(cookies);
  });
});

describe('locale switch script (as inlined)', () => {
  function click(
    link: { locale: string; search: string; pathname?: string; keepTail?: string },
    pageSearch: string,
    pagePath = '/',
  ) {
    let handler: ((event: unknown) => void) | undefined;
    const written: string[] = [];
    const anchor = {
      search: link.search,
      pathname: link.pathname ?? '/',
      getAttribute: (name: string) => (name === 'data-locale' ? link.locale : (link.keepTail ?? null)),
    };
    const document = {
      addEventListener: (_type: string, listener: (event: unknown) => void) => {
        handler = listener;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    runInNewContext(localeSwitchScript(), { document, location: { search: pageSearch, pathname: pagePath } });
    handler?.({ target: { closest: () => anchor } });
    return { written, search: anchor.search, pathname: anchor.pathname };
  }

  it('stores the chosen language for a year', () => {
    expect(click({ locale: 'fr', search: '' }, '').written).toEqual([
      'locale=fr;max-age=31536000;path=/;SameSite=Lax',
    ]);
  });

  it.each([
    ['keeps the page query when the link has none', '', '?package=kribi', '?package=kribi'],
    ["keeps the link's own query", '?lang=en', '?package=kribi', '?lang=en'],
  ])('%s', (_name, linkSearch, pageSearch, expected) => {
    expect(click({ locale: 'en', search: linkSearch }, pageSearch).search).toBe(expected);
  });

  it.each([
    ['/packages/search/K7MX-3QPD-2W', '/fr/packages/search', '/fr/packages/search/K7MX-3QPD-2W'],
    ['/packages/search/K7MX-3QPD-2W', '/fr/packages/search/', '/fr/packages/search/K7MX-3QPD-2W'],
    ['/packages/search', '/fr/packages/search', '/fr/packages/search'],
  ])('keeps the booking code of %s when switching to %s', (pagePath, linkPath, expected) => {
    const link = { locale: 'fr', search: '', pathname: linkPath, keepTail: '/packages/search' };
    expect(click(link, '', pagePath).pathname).toBe(expected);
  });

  it('keeps no tail on a page that does not ask for it', () => {
    const link = { locale: 'fr', search: '', pathname: '/fr/about' };
    expect(click(link, '', '/about/team').pathname).toBe('/fr/about');
  });
});

/** Runs the checkout's served-step script on trips' served steps; returns which are shown or left. */
function runServedStep(search: string, stored: Record<string, unknown> = {}, navigation = 'navigate') {
  const served = ['kribi', 'waza'].map((slug) => ({
    slug,
    hidden: true,
    removed: false,
    getAttribute: () => slug,
    remove() {
      this.removed = true;
    },
  }));
  const document = { querySelectorAll: () => served };
  const sessionStorage = { getItem: (key: string) => (key in stored ? JSON.stringify(stored[key]) : null) };
  const performance = { getEntriesByType: () => [{ type: navigation }] };
  runInNewContext(servedCheckoutStepScript(), {
    document,
    sessionStorage,
    performance,
    location: { search },
    URLSearchParams,
  });
  return Object.fromEntries(
    served.map((e) => [e.slug, e.removed ? 'removed' : e.hidden ? 'hidden' : 'shown']),
  );
}

describe("checkout's served first step (as inlined)", () => {
  it('shows the trip asked for and removes the others', () => {
    expect(runServedStep('?package=waza')).toEqual({ kribi: 'removed', waza: 'shown' });
  });

  it('shows nothing when the visit opens further on, or asks for no trip it serves', () => {
    expect(runServedStep('?package=waza&step=2')).toEqual({ kribi: 'hidden', waza: 'hidden' });
    expect(runServedStep('?package=waza', { 'checkout.draft.v1': { packageSlug: 'waza', step: 2 } })).toEqual(
      {
        kribi: 'hidden',
        waza: 'hidden',
      },
    );
    expect(
      runServedStep('?package=waza', { 'checkout.booked.v1': { packageSlug: 'waza' } }, 'back_forward'),
    ).toEqual({ kribi: 'hidden', waza: 'hidden' });
    expect(runServedStep('?package=nowhere')).toEqual({ kribi: 'hidden', waza: 'hidden' });
    expect(runServedStep('')).toEqual({ kribi: 'hidden', waza: 'hidden' });
  });

  it("opens a stored draft's trip on its first step", () => {
    expect(runServedStep('', { 'checkout.draft.v1': { packageSlug: 'kribi', step: 0 } })).toEqual({
      kribi: 'shown',
      waza: 'removed',
    });
  });
});

describe('service worker registration (as inlined)', () => {
  it("registers the deploy's worker after the page has loaded (a first visit at idle, a second later), and never throws where there is no support", async () => {
    const registered: string[] = [];
    let onLoad: () => void = () => undefined;
    const addEventListener = (event: string, listener: () => void) => {
      if (event === 'load') onLoad = listener;
    };
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const idle: Array<() => void> = [];
    const later = {
      setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
      window: { requestIdleCallback: (callback: () => void) => idle.push(callback) },
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    };
    const runPending = () => {
      for (const { callback } of timers.splice(0)) callback();
      expect(registered.length).toBeLessThan(2);
      for (const callback of idle.splice(0)) callback();
    };
    const serviceWorker = { register: async (url: string) => registered.push(url) };
    const script = { getAttribute: (name: string) => (name === 'data-worker' ? '/sw.js?v=abc123' : null) };
    const document = { currentScript: script };
    runInNewContext(serviceWorkerScript(), {
      navigator: { serviceWorker },
      addEventListener,
      document,
      ...later,
    });
    expect(registered).toEqual([]);
    onLoad();
    expect(timers.map(({ delay }) => delay)).toEqual([WORKER_DELAY_MS]);
    expect(registered).toEqual([]);
    runPending();
    expect(registered).toEqual(['/sw.js?v=abc123']);
    // Without its version (a page the build did not stamp): the worker's plain address.
    runInNewContext(serviceWorkerScript(), {
      navigator: { serviceWorker },
      addEventListener,
      document: { currentScript: null },
      ...later,
    });
    onLoad();
    runPending();
    expect(registered).toEqual(['/sw.js?v=abc123', '/sw.js']);
    // A returning visitor (a worker in control): the new deploy's worker at once.
    runInNewContext(serviceWorkerScript(), {
      navigator: { serviceWorker: { ...serviceWorker, controller: {} } },
      addEventListener,
      document,
      ...later,
    });
    onLoad();
    expect(timers).toEqual([]);
    expect(registered).toEqual(['/sw.js?v=abc123', '/sw.js', '/sw.js?v=abc123']);
    expect(() =>
      runInNewContext(serviceWorkerScript(), { navigator: {}, addEventListener, document }),
    ).not.toThrow();
  });
});

describe("a trip page's checkout prefetch (as inlined)", () => {
  it('adds the template’s links to the head once the page has loaded, a moment has passed and the browser is idle', () => {
    const appended: unknown[] = [];
    const listeners = new Map<string, () => void>();
    const idle: Array<() => void> = [];
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const links = { cloned: false };
    const template = { content: { cloneNode: () => ({ ...links, cloned: true }) } };
    const context = {
      addEventListener: (event: string, listener: () => void) => listeners.set(event, listener),
      document: {
        getElementById: (id: string) => (id === 'checkout-prefetch' ? template : null),
        head: { appendChild: (node: unknown) => appended.push(node) },
      },
      window: { requestIdleCallback: (callback: () => void) => idle.push(callback) },
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
    };
    runInNewContext(checkoutPrefetchScript(), context);
    expect(appended).toEqual([]);
    listeners.get('load')?.();
    expect(timers.map(({ delay }) => delay)).toEqual([PREFETCH_DELAY_MS]);
    expect(idle).toEqual([]);
    for (const { callback } of timers) callback();
    expect(appended).toEqual([]);
    for (const callback of idle) callback();
    expect(appended).toEqual([{ cloned: true }]);
  });

  it('does nothing on a page without the template', () => {
    let onLoad: () => void = () => undefined;
    const context = {
      addEventListener: (_event: string, listener: () => void) => {
        onLoad = listener;
      },
      document: { getElementById: () => null, head: { appendChild: () => undefined } },
      window: {},
      setTimeout: () => undefined,
    };
    runInNewContext(checkoutPrefetchScript(), context);
    expect(() => onLoad()).not.toThrow();
  });
});
