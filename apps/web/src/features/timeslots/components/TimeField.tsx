import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';
import { settledTime, typingTime } from './timeText';

type TimeFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef' | 'type'
> & {
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
};

/**
 * HH:mm typed as four digits on the numeric keypad. Not the browser's time input: its
 * display follows the device's locale and shows 12-hour clocks on some, where the club
 * writes 18:30 (docs/product.md#languages-and-formats). Errors are the keys of
 * docs/product.md#validation, cleared on focus like every field.
 */
export function TimeField<T extends FieldValues, C, O>({ form, name, ...textFieldProps }: TimeFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const validationText = useValidationText();
  const errorKey = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      {...textFieldProps}
      name={field.name}
      value={value}
      placeholder="HH:mm"
      onChange={(event) => field.onChange(typingTime(event.target.value))}
      onBlur={() => {
        const settled = settledTime(value);
        if (settled !== value) field.onChange(settled);
        field.onBlur();
      }}
      onFocus={() => {
        if (fieldState.error !== undefined) form.clearErrors(name);
      }}
      inputRef={field.ref}
      error={errorKey !== undefined}
      helperText={errorKey === undefined ? undefined : validationText(errorKey)}
      slotProps={{
        inputLabel: { shrink: true, required: false },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 5, spellCheck: false },
      }}
    />
  );
}
