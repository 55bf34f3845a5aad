/**
 * What the local WhatsApp twin checks in a `POST /{version}/{phone-number-id}/messages` body, as
 * the Cloud API does: a template message of a registered template, in a language it was submitted
 * in, with as many text parameters as its body has, each within the API's rules, to a phone number.
 * Answers the message as the customer would read it, or the API's error. Pure.
 */
import type { Locale } from '../i18n/locales.ts';
import { MAX_BODY_LENGTH, parameterProblem } from '../server/whatsapp/template-parameters.ts';
import { localeOfLanguage, renderTemplate, templateNamed } from '../server/whatsapp/templates.ts';

export interface TwinError {
  status: number;
  code: number;
  type: string;
  message: string;
  details?: string;
}

export interface TemplateRequest {
  to: string;
  template: string;
  language: string;
  locale: Locale;
  params: string[];
  /** The body filled in, as the customer reads it. */
  text: string;
}

const invalid = (details: string): TwinError => ({
  status: 400,
  code: 100,
  type: 'OAuthException',
  message: '(#100) Invalid parameter',
  details,
});

type Checked = { ok: true; value: TemplateRequest } | { ok: false; error: TwinError };

const fail = (error: TwinError): Checked => ({ ok: false, error });

function bodyParameters(components: unknown): unknown[] | null {
  if (components === undefined) return [];
  if (!Array.isArray(components)) return null;
  const body = components.find((c) => (c as { type?: unknown } | null)?.type === 'body') as
    | { parameters?: unknown }
    | undefined;
  if (body === undefined) return [];
  return Array.isArray(body.parameters) ? body.parameters : null;
}

function parameterTexts(parameters: unknown[]): string[] | TwinError {
  const texts: string[] = [];
  for (const parameter of parameters) {
    const { type, text } = (parameter ?? {}) as { type?: unknown; text?: unknown };
    if (type !== 'text') return invalid('Only text parameters are used in these templates');
    const problem = parameterProblem(text);
    if (problem) {
      return {
        status: 400,
        code: 132018,
        type: 'OAuthException',
        message: '(#132018) There was an issue with the parameters in your template.',
        details: problem,
      };
    }
    texts.push(text as string);
  }
  return texts;
}

export function checkTemplateRequest(body: unknown): Checked {
  const b = (body ?? {}) as Record<string, unknown>;
  if (b['messaging_product'] !== 'whatsapp') return fail(invalid('messaging_product must be whatsapp'));
  if (typeof b['to'] !== 'string' || !/^\+?[1-9]\d{7,14}$/.test(b['to'])) {
    return fail(invalid("Invalid 'to' parameter: a phone number with its country code"));
  }
  if (b['type'] !== 'template') return fail(invalid('Only template messages start a conversation'));
  const t = (b['template'] ?? {}) as { name?: unknown; language?: { code?: unknown }; components?: unknown };
  if (typeof t.name !== 'string' || typeof t.language?.code !== 'string') {
    return fail(invalid('template.name and template.language.code are required'));
  }
  const template = templateNamed(t.name);
  const locale = localeOfLanguage(t.language.code);
  if (!template || !locale) {
    return fail({
      status: 404,
      code: 132001,
      type: 'OAuthException',
      message: '(#132001) Template name does not exist in the translation',
      details: `template name (${t.name}) does not exist in ${t.language.code}`,
    });
  }
  const parameters = bodyParameters(t.components);
  if (parameters === null) return fail(invalid('template.components must be a list'));
  const texts = parameterTexts(parameters);
  if (!Array.isArray(texts)) return fail(texts);
  if (texts.length !== template.params.length) {
    return fail({
      status: 400,
      code: 132000,
      type: 'OAuthException',
      message: '(#132000) Number of parameters does not match the expected number of params',
      details: `body: number of localizable_params (${texts.length}) does not match the expected number of params (${template.params.length})`,
    });
  }
  const text = renderTemplate(template, locale, texts);
  if (text.length > MAX_BODY_LENGTH) {
    return fail({
      status: 400,
      code: 132005,
      type: 'OAuthException',
      message: '(#132005) Translated text too long',
      details: `The filled body is ${text.length} characters, over ${MAX_BODY_LENGTH}`,
    });
  }
  return {
    ok: true,
    value: { to: b['to'], template: t.name, language: t.language.code, locale, params: texts, text },
  };
}
