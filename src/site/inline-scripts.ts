/**
 * Browser code inlined into pages, built from unit-tested functions so what ships is what is tested.
 * Plain ES5-compatible strings: they run before anything else and must never throw.
 */
import { chooseLocale } from '../i18n/locale-choice.ts';
import { setLocaleCookieJs } from '../i18n/locale-cookie.ts';

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
