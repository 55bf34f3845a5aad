import type { InputHTMLAttributes, ReactNode } from 'react';

/** ids of a field's hint and error, joined for `aria-describedby`. */
function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p className="input-error" id={`${id}-error`}>
      {error}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | null;
  value: string;
  onValue: (value: string) => void;
  after?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (`aria-describedby`, `aria-invalid`). */
export function TextField({ id, label, hint, error, value, onValue, after, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, !!hint, !!error)}
      />
      {after}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface ChoiceGroupProps<V extends string> {
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V | '';
  error: string | null;
  onValue: (value: V) => void;
  disabled?: boolean;
}

/**
 * Native radio buttons in a fieldset: arrow keys move between options for free. The first option
 * (or the checked one) carries the group's id so focus can be sent to the group.
 */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>) {
  const { id, name, legend, options, value, error, onValue, disabled } = props;
  const focusValue = value || options[0]?.value;
  return (
    <fieldset className="field choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              id={option.value === focusValue ? id : undefined}
              checked={value === option.value}
              onChange={() => onValue(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              disabled={disabled}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
