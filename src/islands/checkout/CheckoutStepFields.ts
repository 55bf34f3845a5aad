/** What every step of the checkout form is given besides the stores. */
import type { Field } from '../../stores/checkout/checkout.ts';
import type { translatorOf } from '../text.ts';

export type FieldIds = (field: Field | 'step' | 'title') => string;

export interface StepFieldProps {
  /** Each field's element id (the page's served first step has ids of its own, per trip). */
  ids: FieldIds;
  t: ReturnType<typeof translatorOf>;
  /** A field's error as text, or null. */
  error: (field: Field) => string | null;
}

/** The island's ids: `checkout-<field>`, which the store's focus requests name. */
export const islandIds: FieldIds = (field) => `checkout-${field}`;
