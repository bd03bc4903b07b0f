import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FocusEvent } from 'react';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useClubValidationText } from './useClubValidationText';

type ClubTextFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
};

/**
 * A text field of the club's forms, bound to react-hook-form: its error is a message key of the
 * club settings or a shared one, shown under it and cleared when the field gets focus.
 */
export function ClubTextField<T extends FieldValues, C, O>({ form, name, helperText, onFocus, ...props }: ClubTextFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const validationText = useClubValidationText();
  const errorKey = fieldState.error?.message;

  const handleFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (fieldState.error !== undefined) form.clearErrors(name);
    onFocus?.(event);
  };

  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={handleFocus}
      inputRef={field.ref}
      error={errorKey !== undefined}
      helperText={errorKey === undefined ? helperText : validationText(errorKey)}
    />
  );
}
