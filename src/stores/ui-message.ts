import type { MessageKey } from '../i18n/messages.ts';
import { type CallFailure, errorKeyFor } from './error-catalogue.ts';

/**
 * Something to tell the visitor: a catalogue key (islands turn it into en/fr text with the strings
 * they were given) or a text already localised by the server.
 */
export type UiMessage = { key: MessageKey; params?: Record<string, string | number> } | { text: string };

export function failureMessage(failure: CallFailure): UiMessage {
  return { key: errorKeyFor(failure) };
}
