/**
 * Browser code inlined into pages, built from unit-tested functions so what ships is what is tested.
 * Plain ES5-compatible strings: they run before anything else and must never throw.
 */
import { chooseLocale } from '../i18n/locale-choice.ts';
import { setLocaleCookieJs } from '../i18n/locale-cookie.ts';
import { BOOKED_STORAGE_KEY } from '../stores/checkout/checkout-booked.ts';
import { DRAFT_STORAGE_KEY } from '../stores/checkout/checkout-fields.ts';

/**
 * First-visit language choice for `/`: `chooseLocale` verbatim, fed from the browser. The cookie is
 * read only when the choice needs it: reading it is a round trip to the browser's cookie store that
 * holds up the page's parsing (45 ms measured on a busy machine), and a crawler's visit never does.
 */
export function localeRedirectScript(): string {
  return `(function(){try{var c=(${chooseLocale.toString()})({pathname:location.pathname,search:location.search,get cookie(){return document.cookie},languages:navigator.languages||[navigator.language||''],userAgent:navigator.userAgent});if(c.setCookie)${setLocaleCookieJs('c.locale')};if(c.redirectTo)location.replace(c.redirectTo+location.hash)}catch(e){}})();`;
}

/**
 * Remembers the language picked in the switch, keeping the query string when the link has none, and
 * the end of the address past `data-keep-tail` (the booking code of `/packages/search/{code}`).
 */
export function localeSwitchScript(): string {
  return `document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-locale]');if(!a)return;var l=a.getAttribute('data-locale');${setLocaleCookieJs('l')};if(location.search&&!a.search)a.search=location.search;var b=a.getAttribute('data-keep-tail');if(b&&location.pathname.indexOf(b+'/')===0)a.pathname=a.pathname.replace(/\\/$/,'')+location.pathname.slice(b.length)});`;
}

/** The attribute of the registration's script naming the worker, with its deploy's version. */
export const WORKER_ATTRIBUTE = 'data-worker';

/**
 * Registers the service worker once the page has loaded. On a first visit (no worker yet) it waits
 * a second more, until the browser is idle: the install (the offline pages it keeps) never competes
 * with the page itself, nor with a trip page's checkout prefetch, which then goes straight to the
 * network rather than through a worker still starting (that detour made each prefetched file answer
 * 20-40 ms later in Lighthouse's trace). A returning visitor's worker is updated at `load`.
 * Its address carries its deploy's version (written into the script's `data-worker` by the build):
 * a new deploy's pages name a new address, so the browser installs that deploy's worker at the visit.
 */
export function serviceWorkerScript(): string {
  return `(function(){var s=document.currentScript,u=s&&s.getAttribute(${JSON.stringify(WORKER_ATTRIBUTE)})||'/sw.js';if(!('serviceWorker'in navigator))return;var go=function(){navigator.serviceWorker.register(u).catch(function(){})};addEventListener('load',function(){if(navigator.serviceWorker.controller)return go();setTimeout(function(){if(window.requestIdleCallback)requestIdleCallback(go,{timeout:2000});else go()},${WORKER_DELAY_MS})})})();`;
}

/** How long after `load` a first visit waits before registering the service worker. */
export const WORKER_DELAY_MS = 1000;

/** The id of the `<template>` holding a trip page's prefetch links (scripts/lib/checkout-prefetch.ts). */
export const PREFETCH_TEMPLATE_ID = 'checkout-prefetch';

/**
 * A trip's page asks for its checkout in the background only once it has loaded, a moment has
 * passed and the browser is idle: the links wait in a template until then, so they never compete
 * with the page's own picture or its first paint (in the head, the browser started them among the
 * page's first requests). The moment is there because the largest paint reaches the screen a frame
 * or more after `load`: started at once, the prefetch could still finish before it.
 */
export function checkoutPrefetchScript(): string {
  return `addEventListener('load',function(){var t=document.getElementById(${JSON.stringify(PREFETCH_TEMPLATE_ID)});if(!t||!t.content)return;var go=function(){document.head.appendChild(t.content.cloneNode(true))};setTimeout(function(){if(window.requestIdleCallback)requestIdleCallback(go,{timeout:2000});else go()},${PREFETCH_DELAY_MS})});`;
}

/** How long after `load` a trip's page waits before asking the browser for its checkout. */
export const PREFETCH_DELAY_MS = 300;

/**
 * The checkout page's served first step: shows the one of the trip asked for and removes the
 * others, unless the visit opens further on (a step in the address, a stored draft past step 1, or
 * Back to a booking already made for the trip), where the first step would only flash. Storage
 * refused: "Loading…" stays until the island runs.
 */
export function servedCheckoutStepScript(): string {
  return `(function(){try{var q=new URLSearchParams(location.search),r=function(k){return JSON.parse(sessionStorage.getItem(k)||'null')||{}},d=r(${JSON.stringify(DRAFT_STORAGE_KEY)}),s=q.get('package')||d.packageSlug,n=performance.getEntriesByType('navigation')[0],later=q.get('step')||(d.packageSlug===s&&d.step>0)||(n&&n.type==='back_forward'&&r(${JSON.stringify(BOOKED_STORAGE_KEY)}).packageSlug===s),all=document.querySelectorAll('[data-checkout-served]'),shown=null;if(later||!s)return;all.forEach(function(e){if(e.getAttribute('data-checkout-served')===s)shown=e});if(shown)all.forEach(function(e){if(e===shown)e.hidden=false;else e.remove()})}catch(e){}})();`;
}
