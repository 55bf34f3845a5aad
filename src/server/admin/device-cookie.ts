/**
 * The cookie of a device that signed in before: a random token, HttpOnly, SameSite=Strict, sent to
 * the back office's functions only, Secure except on http://localhost, kept for 180 days.
 */

import { DEVICE_TTL_MS } from './sign-in-service.ts';
import { cookieToken, isPlainLocalHttp } from './staff-guard.ts';

const DEVICE_COOKIE = 'admin_device';

export function deviceCookie(request: Request, token: string): string {
  const secure = isPlainLocalHttp(new URL(request.url)) ? '' : '; Secure';
  const maxAge = DEVICE_TTL_MS / 1000;
  return `${DEVICE_COOKIE}=${token}; Path=/api/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

export function deviceToken(request: Request): string | null {
  return cookieToken(request, DEVICE_COOKIE);
}
