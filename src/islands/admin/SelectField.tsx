/**
 * The back office's select field, apart from `fields.tsx` so the customers' islands, which share
 * that module with the back office, carry none of it.
 */
import type { SelectHTMLAttributes } from 'react';
import { type Controlled, LabelledField } from '../fields.tsx';

/** A labelled choice from a list (a native select: the phone's own picker). */
export function SelectField(
  props: Controlled<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: ReadonlyArray<{ value: string; label: string }>;
  },
) {
  const { id, label, hint, error, describedBy: outside, after, value, onValue, options, ...select } = props;
  return (
    <LabelledField
      {...{ id, label, hint, error, describedBy: outside, after }}
      control={(links) => (
        <select {...select} {...links} value={value} onChange={(event) => onValue(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
