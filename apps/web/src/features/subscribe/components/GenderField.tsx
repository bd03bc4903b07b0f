import { GENDERS, type Gender } from '@club/domain';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../model/formValues';
import { describedBy, FieldShell } from './FieldShell';
import { choiceSx } from './fieldStyles';
import { useChoiceFocus, useFieldError } from './useFieldError';

interface GenderFieldProps {
  form: UseFormReturn<FormValues>;
  label: string;
  optionLabel: (gender: Gender) => string;
}

/** M or F (docs/product.md#validation), M by default; two radios side by side, each a large target. */
export function GenderField({ form, label, optionLabel }: GenderFieldProps) {
  const id = useId();
  const { field } = useController({ control: form.control, name: 'gender' });
  const { ref: inputRef, ...binding } = field;
  const { error, clearOnFocus } = useFieldError(form, 'gender');
  const focusHandlers = useChoiceFocus(clearOnFocus);
  return (
    <FieldShell id={id} label={label} error={error} asGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {GENDERS.map((gender, index) => (
          <Box
            component="label"
            key={gender}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              minHeight: 48,
              px: 1.75,
              border: '1.5px solid',
              borderColor: binding.value === gender ? 'primary.main' : '#c9d8e6',
              bgcolor: binding.value === gender ? '#eef5fb' : 'background.paper',
              borderRadius: '10px',
              cursor: 'pointer',
              fontSize: 16,
            }}
          >
            <Box
              component="input"
              type="radio"
              name={binding.name}
              value={gender}
              checked={binding.value === gender}
              onChange={() => binding.onChange(gender)}
              onBlur={binding.onBlur}
              {...focusHandlers}
              ref={index === 0 ? inputRef : undefined}
              aria-describedby={describedBy(id, undefined, error)}
              sx={{ ...choiceSx, mt: 0 }}
            />
            {optionLabel(gender)}
          </Box>
        ))}
      </Box>
    </FieldShell>
  );
}
