import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FocusEvent, ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';

export type FormTextFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
  /** Shown while the field has no error. */
  helperText?: ReactNode;
  /**
   * The asterisk after the label of a `required` field. Forms where every field is
   * required leave it out (it says nothing there); the input stays `required` for
   * assistive technologies either way.
   */
  requiredMark?: boolean;
  /** Turns an error's message key into text; the shared validation messages by default (a feature may add its own). */
  errorText?: (key: string) => string;
};

/**
 * A text field bound to react-hook-form. Errors carry the message keys of
 * docs/product.md#validation and are translated here; they clear when the field gets focus,
 * so forms using it set `shouldFocusError: false`.
 */
export function FormTextField<T extends FieldValues, C, O>({
  form,
  name,
  helperText,
  onFocus,
  requiredMark = true,
  errorText,
  slotProps,
  autoCapitalize,
  spellCheck,
  ...textFieldProps
}: FormTextFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const sharedText = useValidationText();
  const validationText = errorText ?? sharedText;
  const errorKey = fieldState.error?.message;

  const handleFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (fieldState.error !== undefined) form.clearErrors(name);
    onFocus?.(event);
  };

  // TextField hands the attributes it does not know to its wrapper: what a phone's keyboard and
  // the spell checker read belongs on the input itself.
  const htmlInput = { autoCapitalize, spellCheck, ...(slotProps?.htmlInput as object | undefined) };
  return (
    <TextField
      {...textFieldProps}
      slotProps={{ ...slotProps, htmlInput, ...(requiredMark ? {} : { inputLabel: { ...slotProps?.inputLabel, required: false } }) }}
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
