import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';

interface FormSuggestFieldProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  /** A text field of the form. */
  name: FieldPath<T>;
  label: string;
  /** Offered in this order; any other text may still be typed. */
  options: readonly string[];
  required?: boolean;
  /** As `FormTextField`'s: the asterisk after the label of a required field. */
  requiredMark?: boolean;
  disabled?: boolean;
  /** Shown while the field has no error. */
  helperText?: ReactNode;
}

/**
 * A text field bound to react-hook-form that suggests values (`freeSolo`): the list opens from
 * its button or as one types, and typed text is kept as it is. Errors behave as
 * `FormTextField`'s: message keys translated here, cleared when the field gets focus.
 */
export function FormSuggestField<T extends FieldValues, C, O>({
  form,
  name,
  label,
  options,
  required = false,
  requiredMark = true,
  disabled = false,
  helperText,
}: FormSuggestFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const validationText = useValidationText();
  const text = typeof field.value === 'string' ? field.value : '';
  const errorKey = fieldState.error?.message;

  return (
    <Autocomplete
      freeSolo
      // A coach looking for the club's places sees there is a list, even with text in the field.
      forcePopupIcon
      fullWidth
      options={options}
      // The value matches the text, so a stored place shows the whole list when opened, not only itself.
      value={text === '' ? null : text}
      inputValue={text}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => field.onChange(value ?? '')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          slotProps={{ inputLabel: { ...params.InputLabelProps, required: required && requiredMark } }}
          onBlur={field.onBlur}
          onFocus={() => {
            if (fieldState.error !== undefined) form.clearErrors(name);
          }}
          error={errorKey !== undefined}
          helperText={errorKey === undefined ? helperText : validationText(errorKey)}
        />
      )}
    />
  );
}
