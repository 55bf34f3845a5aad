/**
 * Browser code inlined into pages, built from unit-tested functions so what ships is what is tested.
 * Plain ES5-compatible strings: they run before anything else and must never throw.
 */
import { chooseLocale } from '../i18n/locale-choice.ts';
import { setLocaleCookieJs } from '../i18n/locale-cookie.ts';
import { BOOKED_STORAGE_KEY } from '../stores/checkout/checkout-booked.ts';
import { DRAFT_STORAGE_KEY } from '../stores/checkout/checkout-fields.ts';

/** First-visit language choice for `/`: `chooseLocale` verbatim, fed from the browser. */
export function localeRedirectScript(): string {
  return `(function(){try{var c=(${chooseLocale.toString()})({pathname:location.pathname,search:location.search,cookie:document.cookie,languages:navigator.languages||[navigator.language||''],userAgent:navigator.userAgent});if(c.setCookie)${setLocaleCookieJs('c.locale')};if(c.redirectTo)location.replace(c.redirectTo+location.hash)}catch(e){}})();`;
}

/**
 * Remembers the language picked in the switch, keeping the query string when the link has none, and
 * the end of the address past `data-keep-tail` (the booking code of `/packages/search/{code}`).
 */
export function localeSwitchScript(): string {
  return `document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-locale]');if(!a)return;var l=a.getAttribute('data-locale');${setLocaleCookieJs('l')};if(location.search&&!a.search)a.search=location.search;var b=a.getAttribute('data-keep-tail');if(b&&location.pathname.indexOf(b+'/')===0)a.pathname=a.pathname.replace(/\\/$/,'')+location.pathname.slice(b.length)});`;
}

/** Registers the service worker once the page has loaded (never competing with the page itself). */
export function serviceWorkerScript(): string {
  return `if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})});`;
}

/**
 * The checkout page's served first step: shows the one of the trip asked for and removes the
 * others, unless the visit opens further on (a step in the address, a stored draft past step 1, or
 * Back to a booking already made for the trip), where the first step would only flash. Storage
 * refused: "Loading…" stays until the island runs.
 */
export function servedCheckoutStepScript(): string {
  return `(function(){try{var q=new URLSearchParams(location.search),r=function(k){return JSON.parse(sessionStorage.getItem(k)||'null')||{}},d=r(${JSON.stringify(DRAFT_STORAGE_KEY)}),s=q.get('package')||d.packageSlug,n=performance.getEntriesByType('navigation')[0],later=q.get('step')||(d.packageSlug===s&&d.step>0)||(n&&n.type==='back_forward'&&r(${JSON.stringify(BOOKED_STORAGE_KEY)}).packageSlug===s),all=document.querySelectorAll('[data-checkout-served]'),shown=null;if(later||!s)return;all.forEach(function(e){if(e.getAttribute('data-checkout-served')===s)shown=e});if(shown)all.forEach(function(e){if(e===shown)e.hidden=false;else e.remove()})}catch(e){}})();`;
}
