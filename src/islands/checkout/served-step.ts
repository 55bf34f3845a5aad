/**
 * The checkout's first step as the page served it takes typing before the island's code arrives
 * (slow phones). When the island runs, it adopts what the visitor changed there and where their
 * focus and caret were, then the served step gives way: nothing typed is lost, nothing flashes.
 * Kept small: it is part of the checkout's first load.
 */
import type { FieldIds } from './CheckoutStepFields.ts';

/** A first-step field: each control of the served step is named after its field. */
type ServedField = 'departureId' | 'spots' | 'preferredDate' | 'tripType' | 'paymentType';

/** Where the visitor was in the served step: the control's field, a radio's value, the caret. */
export interface ServedFocus {
  field: ServedField;
  value: string | null;
  selection: [number, number] | null;
}

export interface ServedInput {
  changes: Array<[ServedField, string]>;
  focus: ServedFocus | null;
}

/** The served step's ids for one trip, `served-<slug>-<field>`. */
export const servedIds =
  (slug: string): FieldIds =>
  (field) =>
    `served-${slug}-${field}`;

/**
 * What the visitor changed in the shown served step of this trip (only what differs from what the
 * page served, so a stored draft is not overwritten by the served defaults), and their focus.
 */
export function readServedStep(root: Document, slug: string): ServedInput {
  const form = root.querySelector(`[data-checkout-served="${slug}"]:not([hidden]) form`);
  const input: ServedInput = { changes: [], focus: null };
  for (const control of form ? (Array.from((form as HTMLFormElement).elements) as HTMLInputElement[]) : []) {
    const field = control.name as ServedField;
    if (!field) continue;
    const radio = control.type === 'radio';
    if (radio ? control.checked && !control.defaultChecked : control.value !== control.defaultValue) {
      input.changes.push([field, control.value]);
    }
    if (control === root.activeElement) {
      // A number or date input has no caret to read.
      const { selectionStart: start, selectionEnd: end } = control;
      input.focus = {
        field,
        value: radio ? control.value : null,
        selection: start === null ? null : [start, end ?? start],
      };
    }
  }
  return input;
}

/** Puts the focus (and caret) back where it was, on the island's own control of that field. */
export function restoreServedFocus(root: Document, { field, value, selection }: ServedFocus): void {
  const control = root.querySelector<HTMLInputElement>(
    `.checkout__form [name="${field}"]${value === null ? '' : `[value="${value}"]`}`,
  );
  control?.focus({ preventScroll: true });
  if (selection) control?.setSelectionRange(...selection);
}
