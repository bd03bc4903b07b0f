import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** lib/heldSubmit.ts's FORM_TAKEN_OVER, written out: importing it would add a chunk to the staff app's first load. */
const FORM_TAKEN_OVER = 'club:form-taken-over';

type FieldValue = string | boolean;

/**
 * A field's value now, and as the server rendered it: a checkbox's state, or the text of a field,
 * a select or a group of radios.
 */
const valuesOf = (field: Element | RadioNodeList | null): { now: FieldValue; rendered: FieldValue } | undefined => {
  if (field instanceof HTMLInputElement) {
    return field.type === 'checkbox'
      ? { now: field.checked, rendered: field.defaultChecked }
      : { now: field.value, rendered: field.defaultValue };
  }
  if (field instanceof HTMLTextAreaElement) return { now: field.value, rendered: field.defaultValue };
  if (field instanceof HTMLSelectElement) {
    return {
      now: field.value,
      rendered: [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '',
    };
  }
  if (field instanceof RadioNodeList) {
    const radios = [...field].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    return { now: field.value, rendered: radios.find((radio) => radio.defaultChecked)?.value ?? '' };
  }
  return undefined;
};

/**
 * A page the server rendered shows its form before its script has run (docs/architecture.md#server-rendered-login).
 * Once React has taken the form over:
 * - what the visitor typed meanwhile, in the fields but not in the form's state, goes into it
 *   before anything is painted again (the next render would wipe it): the fields whose value
 *   changed since the server's render;
 * - a submission the page's entry held back meanwhile is made again (lib/heldSubmit.ts, told by an event).
 * In a form rendered here, both find nothing to do.
 */
export const useServerFormTakenOver = <T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  formElement: RefObject<HTMLFormElement | null>,
): void => {
  useLayoutEffect(() => {
    const element = formElement.current;
    if (element === null) return;
    for (const name of Object.keys(form.getValues()) as Path<T>[]) {
      const values = valuesOf(element.elements.namedItem(name));
      const kept: unknown = form.getValues(name);
      // Only a field changed since the server's render, and whose text is the form's value (a
      // country's field shows a name for a code: it takes its typing over itself).
      if (values === undefined || values.now === values.rendered) continue;
      if (typeof values.rendered === 'boolean' ? kept !== values.rendered : String(kept ?? '') !== values.rendered) continue;
      form.setValue(name, values.now as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, when the form is first on the page: the form and its element do not change.
  }, [form, formElement]);
  useEffect(() => {
    formElement.current?.dispatchEvent(new Event(FORM_TAKEN_OVER, { bubbles: true }));
  }, [formElement]);
};
