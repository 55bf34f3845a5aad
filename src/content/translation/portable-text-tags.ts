/**
 * A Portable Text block <-> one tagged string, so a whole paragraph is translated in context with its
 * bold, italics and links kept. Each distinct mark of the block becomes `<mN>…</mN>` (nested like the
 * marks), each inline object an empty `<oN/>`; the text is XML-escaped for DeepL's `tag_handling: xml`.
 * The translation is parsed back into spans carrying the same marks, with the block's markDefs untouched.
 */
import type { PortableTextBlock, PortableTextSpan } from '@portabletext/types';

export class TaggedTextError extends Error {
  override readonly name = 'TaggedTextError';
}

type Child = PortableTextBlock['children'][number];

function isSpan(child: Child): child is PortableTextSpan {
  return child._type === 'span' && typeof (child as { text?: unknown }).text === 'string';
}

/** Blocks with text to translate; images and other custom blocks pass through untouched. */
export function isTextBlock(block: PortableTextBlock): boolean {
  return block._type === 'block' && Array.isArray(block.children) && block.children.some(isSpan);
}

/** Marks in order of first use; their position + 1 is their tag number. */
function distinctMarks(block: PortableTextBlock): string[] {
  const marks: string[] = [];
  for (const child of block.children) {
    if (!isSpan(child)) continue;
    for (const mark of child.marks ?? []) if (!marks.includes(mark)) marks.push(mark);
  }
  return marks;
}

export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** The block as one tagged string; marks shared by neighbouring spans stay open across them. */
export function blockToTagged(block: PortableTextBlock): string {
  const marks = distinctMarks(block);
  const tagOf = (mark: string) => `m${marks.indexOf(mark) + 1}`;
  const open: string[] = [];
  let out = '';
  let objectCount = 0;
  const closeFrom = (depth: number) => {
    while (open.length > depth) out += `</${tagOf(open.pop() as string)}>`;
  };
  for (const child of block.children) {
    if (!isSpan(child)) {
      closeFrom(0);
      objectCount += 1;
      out += `<o${objectCount}/>`;
      continue;
    }
    const spanMarks = child.marks ?? [];
    const keep = open.findIndex((mark) => !spanMarks.includes(mark));
    closeFrom(keep === -1 ? open.length : keep);
    for (const mark of spanMarks) {
      if (open.includes(mark)) continue;
      open.push(mark);
      out += `<${tagOf(mark)}>`;
    }
    out += escapeXmlText(child.text);
  }
  closeFrom(0);
  return out;
}

const TAG = /<(\/?)([mo])(\d+)(\/?)>/g;

/**
 * Rebuilds `block` with the text of `tagged` (a translation of `blockToTagged(block)`). Throws
 * TaggedTextError when the string is not well formed or names a mark or object the block lacks.
 */
export function taggedToBlock(block: PortableTextBlock, tagged: string): PortableTextBlock {
  const marks = distinctMarks(block);
  const objects = block.children.filter((child) => !isSpan(child));
  const used = new Set<number>();
  const stack: number[] = [];
  const children: Child[] = [];
  const keyBase = block._key ?? 'block';

  const pushText = (raw: string) => {
    if (raw === '') return;
    if (/[<>]/.test(raw)) throw new TaggedTextError(`Stray angle bracket in "${tagged}"`);
    const span: PortableTextSpan = {
      _type: 'span',
      _key: `${keyBase}-${children.length}`,
      text: unescapeXmlText(raw),
      marks: stack.map((index) => marks[index - 1] as string),
    };
    children.push(span);
  };

  let last = 0;
  for (const match of tagged.matchAll(TAG)) {
    pushText(tagged.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, kind, digits, selfClosing] = match;
    const index = Number(digits);
    if (kind === 'o') {
      const object = objects[index - 1];
      if (!object || closing || !selfClosing || used.has(index)) {
        throw new TaggedTextError(`Unexpected ${match[0]} in "${tagged}"`);
      }
      used.add(index);
      children.push(object);
    } else if (index < 1 || index > marks.length || selfClosing) {
      throw new TaggedTextError(`Unknown mark tag ${match[0]} in "${tagged}"`);
    } else if (closing) {
      if (stack.pop() !== index) throw new TaggedTextError(`Misnested ${match[0]} in "${tagged}"`);
    } else {
      stack.push(index);
    }
  }
  pushText(tagged.slice(last));
  if (stack.length > 0) throw new TaggedTextError(`Unclosed mark tag in "${tagged}"`);
  // An inline object the translation dropped is still part of the content: keep it, at the end.
  objects.forEach((object, i) => {
    if (!used.has(i + 1)) children.push(object);
  });
  if (!children.some(isSpan)) children.unshift({ _type: 'span', _key: `${keyBase}-0`, text: '', marks: [] });
  return { ...block, children };
}

/**
 * Why `french` cannot stand for `english` (both tagged strings), or undefined when it can: it must be
 * well formed and keep every mark and inline object, so no link or emphasis is silently lost.
 */
export function taggedTranslationProblem(english: string, french: string): string | undefined {
  const tags = (text: string) => new Set(text.match(/<m\d+>|<o\d+\/>/g) ?? []);
  const expected = tags(english);
  const markCount = [...expected].filter((tag) => tag.startsWith('<m')).length;
  const objectCount = expected.size - markCount;
  // A stand-in block with as many marks and objects as the English, named after their tags.
  const probe: PortableTextBlock = {
    _type: 'block',
    children: [
      ...Array.from({ length: markCount }, (_, i) => ({ _type: 'span', text: 'x', marks: [`m${i + 1}`] })),
      ...Array.from({ length: objectCount }, (_, i) => ({ _type: 'object', _key: `o${i + 1}` })),
    ],
  };
  try {
    taggedToBlock(probe, french);
  } catch (error) {
    if (error instanceof TaggedTextError) return error.message;
    throw error;
  }
  const found = tags(french);
  const lost = [...expected].filter((tag) => !found.has(tag));
  return lost.length > 0 ? `The translation lost ${lost.join(', ')}: "${french}"` : undefined;
}
