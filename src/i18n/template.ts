/**
 * The placeholder rule of every catalogue text, in a module of its own so islands can use it without
 * importing the catalogues (they ship only the strings their page picked).
 */
export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; an unknown placeholder is left visible rather than hidden. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
