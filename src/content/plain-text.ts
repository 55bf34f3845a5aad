import type { RichText } from './types.ts';

/** Rich text flattened to one line of plain text (descriptions, structured data). */
export function toPlainText(blocks: RichText): string {
  return blocks
    .map((block) =>
      Array.isArray(block.children)
        ? block.children
            .map((child) => ('text' in child && typeof child.text === 'string' ? child.text : ''))
            .join('')
        : '',
    )
    .filter(Boolean)
    .join(' ');
}
