/**
 * The checkout's first step as the page served it takes typing before the island's code arrives
 * (slow phones). When the island runs, it adopts what the visitor changed there and where their
 * focus and caret were, then the served step gives way: nothing typed is lost, nothing flashes.
 */
import type { FieldIds } from './CheckoutStepFields.ts';

/** The first step's fields, as the served step renders them. */
const SERVED_FIELDS = ['departureId', 'spots', 'preferredDate', 'tripType', 'paymentType'] as const;
type ServedField = (typeof SERVED_FIELDS)[number];

/** Where the visitor was in the served step: the control's field, its choice, the caret. */
export interface ServedFocus {
  field: ServedField;
  /** A radio's value (a choice group's option). */
  value: string | null;
  selection: [number, number] | null;
}

export interface ServedInput {
  changes: Array<[ServedField, string]>;
  focus: ServedFocus | null;
}

/** The served step's ids for one trip, `served-<slug>-<field>` (CheckoutServedStep.tsx). */
export const servedIds =
  (slug: string): FieldIds =>
  (field) =>
    `served-${slug}-${field}`;

function caret(control: HTMLInputElement): [number, number] | null {
  try {
    // A number or date input has no caret to read (null, or a refusal).
    const { selectionStart, selectionEnd } = control;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/** A field's control in the served form: the input itself, or any radio of its group. */
function controlsOf(form: HTMLFormElement, ids: FieldIds, field: ServedField): HTMLInputElement[] {
  const byName = [...form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${field}"]`)];
  if (byName.length > 0) return byName;
  const byId = form.ownerDocument.getElementById(ids(field));
  return byId instanceof HTMLInputElement ? [byId] : [];
}

/**
 * What the visitor changed in the shown served step of this trip (only what differs from what the
 * page served, so a stored draft is not overwritten by the served defaults), and their focus.
 */
export function readServedStep(root: ParentNode, slug: string): ServedInput {
  const container = root.querySelector<HTMLElement>(`[data-checkout-served="${CSS.escape(slug)}"]`);
  const form = container && !container.hidden ? container.querySelector('form') : null;
  if (!form) return { changes: [], focus: null };
  const ids = servedIds(slug);
  const changes: ServedInput['changes'] = [];
  let focus: ServedFocus | null = null;
  for (const field of SERVED_FIELDS) {
    const controls = controlsOf(form, ids, field);
    const radios = controls.filter((control) => control.type === 'radio');
    if (radios.length > 0) {
      const checked = radios.find((radio) => radio.checked);
      const served = radios.find((radio) => radio.defaultChecked);
      if (checked && checked !== served) changes.push([field, checked.value]);
    } else if (controls[0] && controls[0].value !== controls[0].defaultValue) {
      changes.push([field, controls[0].value]);
    }
    const active = controls.find((control) => control === form.ownerDocument.activeElement);
    if (active) {
      focus = { field, value: active.type === 'radio' ? active.value : null, selection: caret(active) };
    }
  }
  return { changes, focus };
}

/** Puts the focus (and caret) back where it was, on the island's own control of that field. */
export function restoreServedFocus(root: Document, islandIds: FieldIds, focus: ServedFocus): void {
  const control =
    focus.value === null
      ? root.getElementById(islandIds(focus.field))
      : root.querySelector<HTMLInputElement>(
          `.checkout__form input[name="${focus.field}"][value="${CSS.escape(focus.value)}"]`,
        );
  if (!(control instanceof HTMLInputElement)) return;
  control.focus({ preventScroll: true });
  if (focus.selection) {
    try {
      control.setSelectionRange(...focus.selection);
    } catch {
      // The island's control has no caret (a number or date input).
    }
  }
}
