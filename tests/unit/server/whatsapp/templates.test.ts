/**
 * The template registry is what the agency submits to Meta: docs/whatsapp.md lists every template
 * with its parameters and both bodies exactly as registered, and each body follows Meta's rules for
 * a template (numbered in order, neither starting nor ending with a parameter).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitParameter, parameterProblem } from '../../../../src/server/whatsapp/template-parameters.ts';
import { renderTemplate, WHATSAPP_TEMPLATES } from '../../../../src/server/whatsapp/templates.ts';

const doc = readFileSync(new URL('../../../../docs/whatsapp.md', import.meta.url), 'utf8');

describe('the WhatsApp templates', () => {
  it.each(Object.values(WHATSAPP_TEMPLATES).map((t) => [t.name, t] as const))(
    '%s is on docs/whatsapp.md as registered',
    (name, template) => {
      const params = template.params.map((p, i) => `{{${i + 1}}} ${p}`).join(', ');
      expect(doc).toContain(`| \`${name}\` | ${params} |`);
      expect(doc).toContain(`| \`${name}\` | en | ${template.body.en} |`);
      expect(doc).toContain(`| \`${name}\` | fr | ${template.body.fr} |`);
    },
  );

  it('fills each parameter in its place', () => {
    const filled = renderTemplate(WHATSAPP_TEMPLATES.review_invitation, 'en', [
      'Marie',
      'Kribi',
      'https://x',
    ]);
    expect(filled).toBe(
      'Hello Marie, thank you for travelling with us on Kribi. Tell other travellers how it went: https://x. Thank you!',
    );
  });

  it.each([
    ['Marie\nNgono', 'Marie Ngono'],
    ['a\tb\r\nc', 'a b c'],
    ['five     spaces', 'five spaces'],
    ['  ', '-'],
    ['\u0000\u0007', '-'],
    ['300\u202f000 FCFA', '300\u202f000 FCFA'],
  ])('makes %j a parameter the API takes', (value, fitted) => {
    expect(fitParameter(value)).toBe(fitted);
    expect(parameterProblem(fitParameter(value))).toBeNull();
  });
});
