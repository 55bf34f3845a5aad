import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** ids a control is described by: a text outside the field, its hint, its error. */
function describedBy(id: string, outside: string | undefined, hint: boolean, error: boolean) {
  const ids = [outside ?? '', hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.join(' ') || undefined;
}

export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p className="input-error" id={`${id}-error`}>
      {error}
    </p>
  );
}

/** What the control of a labelled field carries so its hint and error are announced with it. */
export interface ControlLinks {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** The id of a text outside the field that also describes it (read before the hint). */
  describedBy?: string | undefined;
  after?: ReactNode;
}

/**
 * A label, a hint, the control and its error in one `.field`: the one shape of every form field
 * (checkout and back office), so each is labelled and described the same way.
 */
export function LabelledField(props: LabelledProps & { control: (links: ControlLinks) => ReactNode }) {
  const { id, label, hint, error, after } = props;
  const links: ControlLinks = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, props.describedBy, !!hint, !!error),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {props.control(links)}
      {after}
      <FieldError id={id} error={error ?? null} />
    </div>
  );
}

export type Controlled<A> = Omit<A, 'id' | 'onChange' | 'value'> &
  LabelledProps & {
    value: string;
    onValue: (value: string) => void;
  };

/** A labelled input whose hint and error are announced with it (`aria-describedby`, `aria-invalid`). */
export function TextField(props: Controlled<InputHTMLAttributes<HTMLInputElement>>) {
  const { id, label, hint, error, describedBy: outside, after, value, onValue, ...input } = props;
  return (
    <LabelledField
      {...{ id, label, hint, error, describedBy: outside, after }}
      control={(links) => (
        <input {...input} {...links} value={value} onChange={(event) => onValue(event.currentTarget.value)} />
      )}
    />
  );
}

/** A checkbox with its label beside it and its hint below, announced with it. */
export function CheckField(props: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  const { id, label, hint, checked, onChecked } = props;
  return (
    <div className="field field--check">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChecked(event.currentTarget.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text of a few lines (a reason, a note). */
export function TextAreaField(props: Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { id, label, hint, error, describedBy: outside, after, value, onValue, ...area } = props;
  return (
    <LabelledField
      {...{ id, label, hint, error, describedBy: outside, after }}
      control={(links) => (
        <textarea
          {...area}
          {...links}
          value={value}
          onChange={(event) => onValue(event.currentTarget.value)}
        />
      )}
    />
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
  disabled?: boolean | undefined;
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
