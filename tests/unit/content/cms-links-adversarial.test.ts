/**
 * Hostile values an editor (or a stolen editor account) could type into the CMS. Each must stop the
 * build with a message naming the document and the field, before any page or `_redirects` is written.
 */
import { describe, expect, it } from 'vitest';
import { siteContentQuery } from '../../../src/content/queries.ts';
import { compileRedirects, DEFAULT_REDIRECT_ALLOWED_HOSTS } from '../../../src/content/redirects.ts';
import { DEFAULT_DATASET_PATH } from '../../../src/content/sanity-config.ts';
import { createLocalSource } from '../../../src/content/source.ts';
import { ContentValidationError, validateSiteContent } from '../../../src/content/validate.ts';

// biome-ignore lint/suspicious/noExplicitAny: the cases reshape raw JSON into deliberately hostile documents.
type Raw = Record<string, any>;
const good = (await createLocalSource(DEFAULT_DATASET_PATH).query(siteContentQuery)) as Raw;

function failureOf(mutate: (raw: Raw) => void): ContentValidationError {
  const raw = structuredClone(good);
  mutate(raw);
  try {
    validateSiteContent(raw);
  } catch (error) {
    if (error instanceof ContentValidationError) return error;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

/** Links no page may render: script and data schemes, however disguised, and other sites posing as ours. */
const hostileLinks = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&#58;alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/ /evil.example',
  'https://www.facebook.com@evil.example/',
  'https:evil.example',
  'evil.example',
  '\u00a0/about',
  '/about\u2028',
];

/** Links the sample content and editors legitimately use. */
const fineLinks = [
  '/packages/kribi-beach-escape',
  '/#faq',
  '/blog?tag=kribi',
  'https://www.unesco.org/en',
  'HTTPS://WWW.UNESCO.ORG',
  'http://example.org/page',
  'mailto:hello@sawahorizons.cm',
  'tel:+237233421860',
];

const richTextLink = (href: string) => (raw: Raw) => {
  const post = raw.posts.find((doc: Raw) => doc._id === 'post-kribi-weekend');
  post.body[0].markDefs = [{ _type: 'link', _key: 'k1', href }];
  post.body[0].children[0].marks = ['k1'];
};

describe('rich-text links', () => {
  it.each(hostileLinks)('refuses %j, naming the post and the field', (href) => {
    const error = failureOf(richTextLink(href));
    const issue = error.issues.find((each) => each.path === 'body.0.markDefs.0.href');
    expect(issue, error.message).toBeDefined();
    expect(issue?.documentType).toBe('post');
    expect(error.message).toContain(`${issue?.documentId} (post) at body.0.markDefs.0.href`);
  });

  it.each(fineLinks)('accepts %j', (href) => {
    const raw = structuredClone(good);
    richTextLink(href)(raw);
    expect(() => validateSiteContent(raw)).not.toThrow();
  });

  it('checks every kind of rich text: trips, activities, about and legal pages', () => {
    const error = failureOf((raw) => {
      raw.trips[0].description[0].markDefs = [{ _type: 'link', _key: 'a', href: 'javascript:alert(1)' }];
      raw.activities[0].detailed_description[0].markDefs = [
        { _type: 'link', _key: 'b', href: '//evil.example' },
      ];
      raw.about.body[0].markDefs = [{ _type: 'link', _key: 'c', href: 'data:text/html,x' }];
      raw.legal[0].body[0].markDefs = [{ _type: 'link', _key: 'd', href: 'vbscript:x' }];
    });
    expect(error.issues.map((issue) => `${issue.documentType}:${issue.path}`)).toEqual(
      expect.arrayContaining([
        'trip:description.0.markDefs.0.href',
        'activity:detailed_description.0.markDefs.0.href',
        'about:body.0.markDefs.0.href',
        'legal:body.0.markDefs.0.href',
      ]),
    );
  });

  it('refuses a link mark of another type that carries an href', () => {
    const error = failureOf((raw) => {
      raw.about.body[0].markDefs = [{ _type: 'internalLink', _key: 'c', href: 'javascript:alert(1)' }];
    });
    expect(error.issues).toContainEqual(expect.objectContaining({ path: 'body.0.markDefs.0.href' }));
  });
});

describe('footer social links', () => {
  it.each([...hostileLinks, 'http://www.facebook.com/sawa', 'mailto:a@b.example', '/about'])(
    'refuses %j, naming settings and the field',
    (url) => {
      const error = failureOf((raw) => {
        raw.settings.socialLinks[1].url = url;
      });
      expect(error.issues).toContainEqual(
        expect.objectContaining({
          documentId: 'settings',
          documentType: 'settings',
          path: 'socialLinks.1.url',
        }),
      );
      expect(error.message).toContain('settings (settings) at socialLinks.1.url');
    },
  );

  it('refuses a chat widget id that would change the script URL', () => {
    for (const id of ['../../evil.example/x', 'a b', 'x?y', '//evil.example']) {
      const error = failureOf((raw) => {
        raw.settings.chatWidgetId = id;
      });
      expect(error.issues).toContainEqual(expect.objectContaining({ path: 'chatWidgetId' }));
    }
  });

  it("refuses an e-mail colour that is anything but #rrggbb: it is written into the e-mails' styles", () => {
    for (const colour of ['red', '#fff', '#1f4d3a;background:url(x)', 'expression(alert(1))']) {
      for (const field of ['brandColour', 'accentColour'] as const) {
        const error = failureOf((raw) => {
          raw.settings[field] = colour;
        });
        expect(error.issues).toContainEqual(expect.objectContaining({ path: field }));
      }
    }
  });
});

describe('route rules', () => {
  const hostileTargets = [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/ok\\..\\evil',
    '/:splat',
    '/blog/:slug',
    '/*',
    '/news/*',
    'https://wa.me/:splat',
    'javascript:alert(1)',
    ' /packages',
    '/packages 200!',
    'https://wa.me@evil.example/',
  ];

  it.each(hostileTargets)('refuses the target %j, naming settings and the field', (to) => {
    const error = failureOf((raw) => {
      raw.settings.routeRules[0].to = to;
    });
    expect(error.issues).toContainEqual(
      expect.objectContaining({ documentId: 'settings', documentType: 'settings', path: 'routeRules.0.to' }),
    );
  });

  it.each(['//evil.example', '/\\evil.example', '/a\\b'])('refuses the source %j', (from) => {
    const error = failureOf((raw) => {
      raw.settings.routeRules[0].from = from;
    });
    expect(error.issues).toContainEqual(expect.objectContaining({ path: 'routeRules.0.from' }));
  });

  it('keeps the same guard when rules reach the _redirects writer directly', () => {
    for (const to of ['/:splat', '/\\evil.example', '/x/*', 'https://wa.me/:splat']) {
      expect(() =>
        compileRedirects([{ from: '/old/*', to, status: 301 }], DEFAULT_REDIRECT_ALLOWED_HOSTS),
      ).toThrow(/placeholder|backslash/);
    }
  });

  it('accepts the sample rules: site paths and an allowed https host', () => {
    expect(() => validateSiteContent(structuredClone(good))).not.toThrow();
  });
});
