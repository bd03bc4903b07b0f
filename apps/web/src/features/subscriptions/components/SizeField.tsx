import MenuItem from '@mui/material/MenuItem';
import type { UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { useSizes, type SizeKind } from '../api/getSizes';
import type { MemberFormOutput, MemberFormValues } from './memberFormValues';

interface SizeFieldProps {
  form: UseFormReturn<MemberFormValues, unknown, MemberFormOutput>;
  kind: SizeKind;
  label: string;
  /** The member's current size, listed even before the sizes arrive. */
  current: { id: number; label: string } | null;
}

/** T-shirt or short size, from the club's reference list (GET /size/shirt, /size/short). */
export function SizeField({ form, kind, label, current }: SizeFieldProps) {
  const sizes = useSizes(kind);
  const options = sizes.data ?? (current === null ? [] : [current]);
  return (
    <FormTextField form={form} name={kind === 'shirt' ? 'shirtSizeId' : 'shortSizeId'} label={label} select required fullWidth>
      <MenuItem value="" sx={{ display: 'none' }} />
      {options.map((size) => (
        <MenuItem key={size.id} value={String(size.id)}>
          {size.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
