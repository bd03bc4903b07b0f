import Box from '@mui/material/Box';
import { useId, type ChangeEvent } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { SizeOptionDto } from '@club/domain';
import type { FormValues } from '../model/formValues';
import { describedBy, FieldShell } from './FieldShell';
import { inputSx, SELECT_ARROW } from './fieldStyles';
import { useFieldError } from './useFieldError';

interface SelectFieldProps {
  form: UseFormReturn<FormValues>;
  name: 'shirtSizeId' | 'shortSizeId';
  label: string;
  placeholder: string;
  options: readonly SizeOptionDto[];
}

/** A size: the phone's own picker (a native select), easy with a thumb. */
export function SelectField({ form, name, label, placeholder, options }: SelectFieldProps) {
  const id = useId();
  const { field } = useController({ control: form.control, name });
  const { ref: inputRef, ...binding } = field;
  const { error, clearOnFocus, clearOnEdit } = useFieldError(form, name);
  return (
    <FieldShell id={id} label={label} error={error}>
      <Box
        component="select"
        id={id}
        name={binding.name}
        ref={inputRef}
        required
        value={binding.value === null ? '' : String(binding.value)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          clearOnEdit();
          binding.onChange(event.target.value === '' ? null : Number(event.target.value));
        }}
        onBlur={binding.onBlur}
        onFocus={clearOnFocus}
        onPointerDown={clearOnEdit}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, undefined, error)}
        sx={{
          ...inputSx(error !== undefined),
          appearance: 'none',
          pr: 5,
          cursor: 'pointer',
          backgroundImage: SELECT_ARROW,
          backgroundRepeat: 'no-repeat',
          backgroundPosition: 'right 10px center',
        }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Box>
    </FieldShell>
  );
}
