import type { MessageKey } from '../i18n/messages.ts';
import { format } from '../i18n/template.ts';
import type { UiMessage } from '../stores/ui-message.ts';

/** The strings an island was given by its page (`pick(locale, keys)`), by key. */
export type Messages = Readonly<Record<string, string>>;

/** A store message as text: a key through the given strings, or the server's own words. */
export function textOf(messages: Messages, message: UiMessage): string {
  if ('text' in message) return message.text;
  const template = messages[message.key] ?? messages['islands.error.generic'] ?? message.key;
  return format(template, message.params);
}

/**
 * A translator over the island's strings; a missing key shows itself rather than nothing. Keys are
 * the catalogue's (a type only: no catalogue ships), so a wrong one fails the type check.
 */
export function translatorOf(messages: Messages) {
  return (key: MessageKey, params?: Record<string, string | number>) => format(messages[key] ?? key, params);
}

/** Stands for a parameter an island renders as an element (see `aroundSlot`). */
export const SLOT = '\u0000';

/** A translated text with `SLOT` as one parameter: the words before it and after it. */
export function aroundSlot(text: string): [string, string] {
  const [before = '', after = ''] = text.split(SLOT);
  return [before, after];
}
