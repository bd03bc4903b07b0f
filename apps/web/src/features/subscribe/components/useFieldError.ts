import { useCallback, useRef } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';
import type { FieldName, FormValues } from '../model/formValues';
import { isFormFocus } from '../model/focus';

/** A field's translated error (SPEC §5 key) and the focus handler that clears it. */
export const useFieldError = (form: UseFormReturn<FormValues>, name: FieldName) => {
  const { errors } = useFormState({ control: form.control, name });
  const validationText = useValidationText();
  const key = errors[name]?.message;
  const { clearErrors } = form;
  const clearOnFocus = useCallback(() => {
    if (key !== undefined && !isFormFocus()) clearErrors(name);
  }, [clearErrors, key, name]);
  return { error: key === undefined ? undefined : validationText(key), clearOnFocus };
};

/**
 * For a check box or a radio: a tap focuses it on the way down and toggles it on the way up.
 * Removing the error in between would move the page under the finger (at the bottom of the
 * page the browser scrolls to make up the lost height) and the tap would miss. So a focus by
 * pointer clears the error once the tap is over; a focus by keyboard clears it at once.
 */
export const useChoiceFocus = (clearOnFocus: () => void) => {
  const pressed = useRef(false);
  return {
    onPointerDown: () => {
      pressed.current = true;
    },
    onFocus: () => {
      if (!pressed.current) clearOnFocus();
    },
    onClick: () => {
      pressed.current = false;
      clearOnFocus();
    },
    onPointerCancel: () => {
      pressed.current = false;
    },
  };
};
