import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';

/** How a picker's value is held in the form as text, and read back. */
export interface PickerTextCodec {
  toText: (value: Dayjs | null) => string;
  fromText: (text: string) => Dayjs | null;
}

/**
 * An MUI X picker bound to a text field of a react-hook-form form: the value, the change
 * handler, the input ref and the text field's props (required, error shown in the page
 * language and cleared on focus). Spread them on a DatePicker or DateTimePicker.
 */
export function usePickerField<T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
  name: Path<T>,
  codec: PickerTextCodec,
) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control: form.control, name });
  const text = field.value as string;
  // An unfinished date has no text form: the picker gets back the very value it gave.
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const value = picked !== null && codec.toText(picked) === text ? picked : codec.fromText(text);
  const errorKey = fieldState.error?.message;
  return {
    value,
    onChange: (next: Dayjs | null) => {
      setPicked(next);
      field.onChange(codec.toText(next));
    },
    inputRef: field.ref,
    textField: {
      name: field.name,
      required: true,
      fullWidth: true,
      onBlur: field.onBlur,
      onFocus: () => {
        if (fieldState.error !== undefined) form.clearErrors(name);
      },
      error: errorKey !== undefined,
      helperText: errorKey === undefined ? undefined : validationText(errorKey),
    },
  };
}
