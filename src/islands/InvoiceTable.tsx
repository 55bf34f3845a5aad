import type { ReactNode } from 'react';
import { formatXaf } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

export interface InvoiceLine {
  label: string;
  /** Integer XAF, or what to show (a number of spots, an amount with its euros and dollars). */
  value: number | ReactNode;
  /** The line that sums it up ("Due now"). */
  strong?: boolean;
}

/** Invoice lines as a two-column table; amounts formatted for the page's language. */
export function InvoiceTable({
  caption,
  lines,
  locale,
}: {
  caption: string;
  lines: InvoiceLine[];
  locale: Locale;
}) {
  return (
    <table className="invoice">
      <caption>{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label} className={line.strong ? 'invoice__total' : undefined}>
            <th scope="row">{line.label}</th>
            <td>{typeof line.value === 'number' ? formatXaf(line.value, locale) : line.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
