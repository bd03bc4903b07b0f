import Box from '@mui/material/Box';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { FieldName, FormValues } from '../model/formValues';
import { describedBy, FieldShell } from './FieldShell';
import { inputSx } from './fieldStyles';
import { useFieldError } from './useFieldError';

type TextName = {
  [K in FieldName]: FormValues[K] extends string ? K : never;
}[FieldName];

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'placeholder' | 'maxLength' | 'enterKeyHint' | 'required'
>;

export interface FormFieldProps extends NativeInputProps {
  form: UseFormReturn<FormValues>;
  name: TextName;
  label: ReactNode;
  hint?: ReactNode;
  /** Form value → text shown, and text typed → form value (the birth date mask). */
  format?: (value: string) => string;
  parse?: (text: string) => string;
}

/** A text input of the public form: labelled, large, its error translated and cleared on focus (docs/product.md#validation). */
export function FormField({ form, name, label, hint, format, parse, ...inputProps }: FormFieldProps) {
  const id = useId();
  const { field } = useController({ control: form.control, name });
  const { ref: inputRef, ...binding } = field;
  const { error, clearOnFocus, clearOnEdit } = useFieldError(form, name);
  const value = binding.value ?? '';
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <Box
        component="input"
        {...inputProps}
        id={id}
        name={binding.name}
        ref={inputRef}
        value={format === undefined ? value : format(value)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          clearOnEdit();
          binding.onChange(parse === undefined ? event.target.value : parse(event.target.value));
        }}
        onBlur={binding.onBlur}
        onFocus={clearOnFocus}
        onPointerDown={clearOnEdit}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, hint, error)}
        sx={inputSx(error !== undefined)}
      />
    </FieldShell>
  );
}
