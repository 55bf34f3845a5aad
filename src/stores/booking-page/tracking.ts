/**
 * Booking details by code. The guard reads the code from the page address, normalises it and refuses
 * a malformed one before any call; then the booking is loaded once and can be refreshed (after a
 * review, or to see a payment land).
 */
import { atom } from 'nanostores';
import type { BookingDetails } from '../../api/contract.ts';
import { bookingCodeProblem, CODE_PROBLEM_KEYS, canonicalBookingCode } from '../../domain/booking-code.ts';
import type { IslandApi } from '../api.ts';
import { failureMessage, type UiMessage } from '../ui-message.ts';

/** `askCode`: the page was opened without a code (the footer's "Track my booking"), not an error. */
export type TrackingPhase =
  | 'checking'
  | 'askCode'
  | 'invalid'
  | 'loading'
  | 'found'
  | 'notFound'
  | 'unavailable';

/** The code segment of `/packages/search/{code}` (or `/fr/packages/search/{code}`), decoded. */
export function codeFromPath(pathname: string): string {
  const match = /\/packages\/search\/([^/?#]*)/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export type CodeCheck = { ok: true; code: string } | { ok: false; message: UiMessage };

export function checkCode(raw: string): CodeCheck {
  const problem = bookingCodeProblem(raw);
  const code = canonicalBookingCode(raw);
  if (problem === null && code) return { ok: true, code };
  return { ok: false, message: { key: CODE_PROBLEM_KEYS[problem ?? 'invalid'] } };
}

export interface TrackingOptions {
  pathname: string;
  api: IslandApi;
}

export function createTracking(options: TrackingOptions) {
  const $phase = atom<TrackingPhase>('checking');
  const $booking = atom<BookingDetails | null>(null);
  const $message = atom<UiMessage | null>(null);
  const raw = codeFromPath(options.pathname);
  const $rawCode = atom(raw);
  let code: string | null = null;

  async function load(): Promise<void> {
    if (!code) return;
    $phase.set('loading');
    const outcome = await options.api.getBooking(code);
    if (outcome.kind === 'ok') {
      $booking.set(outcome.data);
      $message.set(null);
      $phase.set('found');
      return;
    }
    if (outcome.kind === 'refused') {
      const notFound = outcome.data.key === 'api.booking.notFound';
      // The server's text is already localised, e.g. "Reservation not found" or the rate-limit notice.
      $message.set({ text: outcome.message });
      $phase.set(notFound ? 'notFound' : 'unavailable');
      return;
    }
    $message.set(failureMessage(outcome.failure));
    $phase.set('unavailable');
  }

  /** The guard: refuses a malformed code without calling the server. */
  async function start(): Promise<void> {
    if (raw.trim() === '') {
      $phase.set('askCode');
      return;
    }
    const checked = checkCode(raw);
    if (!checked.ok) {
      $message.set(checked.message);
      $phase.set('invalid');
      return;
    }
    code = checked.code;
    await load();
  }

  /** Refreshes without hiding what is shown. */
  async function refresh(): Promise<void> {
    if (!code) return;
    const outcome = await options.api.getBooking(code);
    if (outcome.kind === 'ok') $booking.set(outcome.data);
  }

  return {
    $phase,
    $booking,
    $message,
    $rawCode,
    start,
    load,
    refresh,
    code: () => code,
  };
}
