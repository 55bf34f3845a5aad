/**
 * The two fields every money action starts with: how much (whole XAF) and how it moved. The
 * offline payment and the refund forms share them, so they read and behave the same.
 */

export type FieldValues = Record<string, string>;
export type FieldSetter = (name: string) => (event: { target: { value: string } }) => void;

export function AmountAndMethod(props: {
  id: (name: string) => string;
  values: FieldValues;
  set: FieldSetter;
  amountLabel: string;
  /** The value's name in the form: `channel` for a payment, `method` for a refund. */
  methodName: string;
  methodLabel: string;
  methods: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { id, values, set, methodName } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={id('amount')}>{props.amountLabel}</label>
        <input
          id={id('amount')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={values.amount}
          onChange={set('amount')}
        />
      </div>
      <div className="field">
        <label htmlFor={id(methodName)}>{props.methodLabel}</label>
        <select id={id(methodName)} value={values[methodName]} onChange={set(methodName)}>
          {props.methods.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
