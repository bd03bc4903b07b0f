import { useLayoutEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A page the server rendered shows its form before its script has run (docs/architecture.md#server-rendered-login):
 * what the visitor typed meanwhile is in the fields but not in the form's state, and the next
 * render would wipe it. Once React has taken the form over, before anything is painted again,
 * the fields' values go into the form's state. In a form rendered here, they already are.
 */
export const useValuesTypedBeforeHydration = <T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  formElement: RefObject<HTMLFormElement | null>,
): void => {
  useLayoutEffect(() => {
    const element = formElement.current;
    if (element === null) return;
    for (const name of Object.keys(form.getValues()) as Path<T>[]) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement)) continue;
      const typed = field.type === 'checkbox' ? field.checked : field.value;
      if (typed !== form.getValues(name)) form.setValue(name, typed as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, when the form is first on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
