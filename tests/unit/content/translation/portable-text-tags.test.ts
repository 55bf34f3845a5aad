import type { PortableTextBlock, PortableTextSpan } from '@portabletext/types';
import { describe, expect, it } from 'vitest';
import {
  blockToTagged,
  isTextBlock,
  TaggedTextError,
  taggedToBlock,
  taggedTranslationProblem,
} from '../../../../src/content/translation/portable-text-tags.ts';

const link = { _type: 'link', _key: 'lk', href: 'https://example.com/visa' };

function block(
  children: PortableTextBlock['children'],
  markDefs: PortableTextBlock['markDefs'] = [],
): PortableTextBlock {
  return { _type: 'block', _key: 'b1', style: 'normal', markDefs, children };
}

function span(text: string, marks: string[] = []): PortableTextSpan {
  return { _type: 'span', _key: `k-${text}`, text, marks };
}

/** What a reader sees: runs of text with their marks, neighbours with equal marks merged. */
function runs(b: PortableTextBlock): Array<[string, string[]] | string> {
  const out: Array<[string, string[]] | string> = [];
  for (const child of b.children) {
    if (child._type !== 'span') {
      out.push(`object:${child._key}`);
      continue;
    }
    const { text, marks = [] } = child as PortableTextSpan;
    if (text === '') continue;
    const previous = out.at(-1);
    if (Array.isArray(previous) && previous[1].join() === marks.join()) previous[0] += text;
    else out.push([text, [...marks]]);
  }
  return out;
}

const cases: Array<[string, PortableTextBlock, string]> = [
  ['plain text', block([span('Welcome to Kribi.')]), 'Welcome to Kribi.'],
  [
    'one decorator',
    block([span('Pack '), span('light', ['strong']), span(' clothes.')]),
    'Pack <m1>light</m1> clothes.',
  ],
  [
    'a link kept with its markDef',
    block([span('Read the '), span('visa rules', ['lk']), span('.')], [link]),
    'Read the <m1>visa rules</m1>.',
  ],
  [
    'nested marks sharing an outer mark',
    block([span('very ', ['strong']), span('bold', ['strong', 'em']), span(' text', ['strong'])]),
    '<m1>very <m2>bold</m2> text</m1>',
  ],
  [
    'a link inside emphasis',
    block([span('see ', ['em']), span('here', ['em', 'lk'])], [link]),
    '<m1>see <m2>here</m2></m1>',
  ],
  [
    'characters XML reserves',
    block([span('Fish & chips <3 > all', ['em'])]),
    '<m1>Fish &amp; chips &lt;3 &gt; all</m1>',
  ],
  [
    'an inline object',
    block([span('Call '), { _type: 'phoneBadge', _key: 'ph' }, span(' now')]),
    'Call <o1/> now',
  ],
];

describe('blockToTagged', () => {
  it.each(cases)('%s', (_, input, tagged) => {
    expect(blockToTagged(input)).toBe(tagged);
  });
});

describe('taggedToBlock', () => {
  it.each(cases)('round-trips %s with the same text and marks', (_, input) => {
    const rebuilt = taggedToBlock(input, blockToTagged(input));
    expect(runs(rebuilt)).toEqual(runs(input));
    expect(rebuilt.markDefs).toEqual(input.markDefs);
    expect(rebuilt.style).toBe(input.style);
    expect(rebuilt._key).toBe(input._key);
  });

  it.each<[string, PortableTextBlock, string, ReturnType<typeof runs>]>([
    [
      'moves a link where the French puts it',
      block([span('Read the '), span('visa rules', ['lk']), span(' first.')], [link]),
      'Lisez d’abord les <m1>règles de visa</m1>.',
      [
        ['Lisez d’abord les ', []],
        ['règles de visa', ['lk']],
        ['.', []],
      ],
    ],
    [
      'keeps nesting',
      block([span('very ', ['strong']), span('bold', ['strong', 'em'])]),
      '<m1>vraiment <m2>gras</m2></m1>',
      [
        ['vraiment ', ['strong']],
        ['gras', ['strong', 'em']],
      ],
    ],
    [
      'unescapes entities',
      block([span('Fish & chips')]),
      'Poisson &amp; frites &#233;t&#xE9; &quot;ok&quot;',
      [['Poisson & frites été "ok"', []]],
    ],
    [
      'keeps an inline object the translation dropped',
      block([span('Call '), { _type: 'phoneBadge', _key: 'ph' }]),
      'Appelez',
      [['Appelez', []], 'object:ph'],
    ],
  ])('%s', (_, input, french, expected) => {
    const rebuilt = taggedToBlock(input, french);
    expect(runs(rebuilt)).toEqual(expected);
    expect(rebuilt.markDefs).toEqual(input.markDefs);
  });

  it('gives every span a key unique within the block', () => {
    const rebuilt = taggedToBlock(cases[3]?.[1] as PortableTextBlock, '<m1>a <m2>b</m2> c</m1>');
    const keys = rebuilt.children.map((child) => child._key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['an unclosed tag', '<m1>gras'],
    ['a closing tag without opening', 'gras</m1>'],
    ['misnested tags', '<m1><m2>x</m1></m2>'],
    ['an unknown mark', '<m3>x</m3>'],
    ['an unknown object', '<o2/>'],
    ['a stray bracket', 'a < b'],
  ])('refuses %s', (_, french) => {
    const input = block([span('a', ['strong']), span('b', ['strong', 'em']), { _type: 'x', _key: 'o' }]);
    expect(() => taggedToBlock(input, french)).toThrow(TaggedTextError);
  });
});

describe('isTextBlock', () => {
  it.each<[string, PortableTextBlock, boolean]>([
    ['a paragraph', block([span('Hi')]), true],
    ['an image block', { _type: 'image', children: [] } as unknown as PortableTextBlock, false],
    ['a block of objects only', block([{ _type: 'x', _key: 'o' }]), false],
  ])('%s: %s', (_, input, expected) => {
    expect(isTextBlock(input)).toBe(expected);
  });
});

describe('taggedTranslationProblem', () => {
  it.each<[string, string, string, boolean]>([
    ['same tags, moved', 'Read the <m1>rules</m1> first.', 'Lisez d’abord les <m1>règles</m1>.', true],
    ['nested tags and an object', '<m1>a <m2>b</m2></m1> <o1/>', '<o1/> <m1>x <m2>y</m2></m1>', true],
    ['no tags at all', 'Hello', 'Bonjour', true],
    ['a lost link', 'Read the <m1>rules</m1>.', 'Lisez les règles.', false],
    ['a lost object', 'Call <o1/>', 'Appelez', false],
    ['an invented tag', 'Hello', '<m1>Bonjour</m1>', false],
    ['a broken tag', 'Read the <m1>rules</m1>.', 'Lisez les <m1>règles.', false],
  ])('%s', (_, english, french, ok) => {
    expect(taggedTranslationProblem(english, french) === undefined).toBe(ok);
  });
});
