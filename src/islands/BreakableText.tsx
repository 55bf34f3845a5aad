import { Fragment } from 'react';

/**
 * Text that may only break after `@`, `.`, `-` or `_` (an e-mail address, a reference): a narrow
 * screen wraps it at a sensible place instead of mid-word or not at all.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[@._-])/);
  return (
    <span className="breakable">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
