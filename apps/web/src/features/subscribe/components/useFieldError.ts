import { MAX_BIRTH_YEAR, MIN_BIRTH_YEAR_EXCLUSIVE, MSG } from '@club/domain';
import { useCallback, useRef } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/i18n/messages';
import type { FieldName, FormValues } from '../model/formValues';
import { isFormFocus } from '../model/focus';

/**
 * What a field expects (keys of `subscribe:expected`), added to its message (docs/product.md#validation) when what
 * was typed does not fit: "Code postal invalide" alone leaves a parent guessing.
 */
const EXPECTED: Partial<Record<FieldName, string>> = {
  fname: 'expected.name',
  lname: 'expected.name',
  guardianFname: 'expected.name',
  guardianLname: 'expected.name',
  birthDate: 'expected.birthDate',
  birthPlace: 'expected.place',
  nationality: 'expected.country',
  shirtSizeId: 'expected.size',
  shortSizeId: 'expected.size',
  instagramHandle: 'expected.instagram',
  guardianEmail: 'expected.email',
  secondGuardianEmail: 'expected.email',
  guardianPhone: 'expected.phone',
  secondGuardianPhone: 'expected.phone',
  address: 'expected.address',
  addressComp: 'expected.address',
  city: 'expected.place',
  zipCode: 'expected.zipCode',
  country: 'expected.country',
};

/**
 * A field's translated error and the handlers that clear it (docs/product.md#validation: inline errors clear on
 * field focus). An empty required field says "required"; a wrong one says what is expected.
 * `clearOnFocus` keeps the error when the form itself moved the focus to the first field in
 * error; `clearOnEdit` clears it whatever the focus: the parent tapping into a field that
 * already has the cursor (no focus event comes then) or typing in it. The next step checks
 * the field again.
 */
export const useFieldError = (form: UseFormReturn<FormValues>, name: FieldName) => {
  const { errors } = useFormState({ control: form.control, name });
  const validationText = useValidationText();
  const { t } = useTranslation('subscribe');
  const key = errors[name]?.message;
  const { clearErrors } = form;
  const clearOnFocus = useCallback(() => {
    if (key !== undefined && !isFormFocus()) clearErrors(name);
  }, [clearErrors, key, name]);
  const clearOnEdit = useCallback(() => {
    if (key !== undefined) clearErrors(name);
  }, [clearErrors, key, name]);
  const expected = EXPECTED[name];
  let error: string | undefined;
  if (key !== undefined) {
    const message = validationText(key);
    error =
      key === MSG.required || expected === undefined
        ? message
        : t('expected.withError', { error: message, expected: t(expected, { min: MIN_BIRTH_YEAR_EXCLUSIVE + 1, max: MAX_BIRTH_YEAR }) });
  }
  return { error, clearOnFocus, clearOnEdit };
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
