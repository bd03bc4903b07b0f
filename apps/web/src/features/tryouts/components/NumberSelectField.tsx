import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';
import type { TryoutFormOutput, TryoutFormValues } from './tryoutFormValues';

interface NumberSelectFieldProps {
  form: UseFormReturn<TryoutFormValues, unknown, TryoutFormOutput>;
  name: 'minBirthYear' | 'maxBirthYear' | 'typeId';
  label: string;
  options: readonly { value: number; label: string }[];
  disabled?: boolean;
}

/** A required choice among numbers (a birth year, a type); its error clears on focus (docs/product.md#validation). */
export function NumberSelectField({ form, name, label, options, disabled = false }: NumberSelectFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const validationText = useValidationText();
  const errorKey = fieldState.error?.message;
  return (
    <TextField
      select
      required
      fullWidth
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value === '' ? '' : String(field.value)}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      onFocus={() => {
        if (fieldState.error !== undefined) form.clearErrors(name);
      }}
      disabled={disabled}
      error={errorKey !== undefined}
      helperText={errorKey === undefined ? undefined : validationText(errorKey)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
