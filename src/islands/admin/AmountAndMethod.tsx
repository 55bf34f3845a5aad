/**
 * The two fields every money action starts with: how much (whole XAF) and how it moved. The
 * offline payment and the refund forms share them, so they read and behave the same.
 */
import { TextField } from '../fields.tsx';
import { SelectField } from './SelectField.tsx';

export type FieldValues = Record<string, string>;
/** The setter of one value of a form, by its name. */
export type FieldSetter = (name: string) => (value: string) => void;

/** The props of a group of fields over a form's values (ids made from the form's own). */
export interface FieldsProps {
  id: (name: string) => string;
  values: FieldValues;
  set: FieldSetter;
}

/** A whole number of XAF (or of people): the number keyboard, whole steps only. */
export const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', step: 1, required: true } as const;

export function AmountAndMethod(
  props: FieldsProps & {
    amountLabel: string;
    /** The value's name in the form: `channel` for a payment, `method` for a refund. */
    methodName: string;
    methodLabel: string;
    methods: ReadonlyArray<{ value: string; label: string }>;
  },
) {
  const { id, values, set, methodName } = props;
  return (
    <>
      <TextField
        {...WHOLE_NUMBER}
        id={id('amount')}
        label={props.amountLabel}
        min={1}
        value={values.amount ?? ''}
        onValue={set('amount')}
      />
      <SelectField
        id={id(methodName)}
        label={props.methodLabel}
        options={props.methods}
        value={values[methodName] ?? ''}
        onValue={set(methodName)}
      />
    </>
  );
}
