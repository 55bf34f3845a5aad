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

/** One radio; `disabled` with the id of the text that says why (read with the option). */
interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean | undefined;
  describedBy?: string | undefined;
}

interface ChoiceGroupProps<V extends string> {
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<ChoiceOption<V>>;
  value: V | '';
  error: string | null;
  onValue: (value: V) => void;
  disabled?: boolean;
  /** A note under the options (e.g. why one is disabled), its id `${id}-note`. */
  note?: string | null | undefined;
}

/**
 * Native radio buttons in a fieldset: arrow keys move between options for free (and skip disabled
 * ones). The first enabled option (or the checked one) carries the group's id so focus can be sent to
 * the group.
 */
export function ChoiceGroup<V extends string>(props: ChoiceGroupProps<V>) {
  const { id, name, legend, options, value, error, onValue, disabled, note } = props;
  const focusValue = value || options.find((option) => !option.disabled)?.value;
  const noteId = note ? `${id}-note` : '';
  const errorId = error ? `${id}-error` : '';
  const groupDescription = [noteId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="field choice-group" aria-describedby={groupDescription}>
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((option) => {
          const described = [option.describedBy ?? '', errorId].filter(Boolean).join(' ') || undefined;
          return (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                id={option.value === focusValue ? id : undefined}
                checked={value === option.value}
                onChange={() => onValue(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                disabled={disabled || option.disabled}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {note ? (
        <p className="field-hint choice-note" id={noteId}>
          {note}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
