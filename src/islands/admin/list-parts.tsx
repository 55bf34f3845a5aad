/** The small parts the back office's lists share: a status badge, a scrolling table, a trip filter. */
import type { ReactNode } from 'react';
import type { BookingStatus } from '../../domain/booking-status.ts';
import { useAdmin } from './admin-env.tsx';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useAdmin();
  return <span className={`admin-badge admin-badge--${status}`}>{t(`admin.status.${status}`)}</span>;
}

/** A wide table's box: it scrolls sideways on a phone, so keyboard users can focus and scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="admin-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/**
 * A filter's list of trips (the catalogue's, in the staff's language) with "any trip" first. A trip
 * no longer in the catalogue stays choosable when the address names it (`keep`).
 */
export function TripSelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  packages: readonly { slug: string; title: string }[];
  value: string;
  onValue: (slug: string) => void;
  keep?: string | null;
}) {
  const { keep, packages } = props;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onValue(e.target.value)}>
        <option value="">{props.anyLabel}</option>
        {packages.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.title}
          </option>
        ))}
        {keep && !packages.some((p) => p.slug === keep) ? <option value={keep}>{keep}</option> : null}
      </select>
    </div>
  );
}
