import { countries, type CountryOption } from '@club/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/i18n/messages';
import type { MemberFormOutput, MemberFormValues } from './memberFormValues';

interface CountryFieldProps {
  form: UseFormReturn<MemberFormValues, unknown, MemberFormOutput>;
  name: 'nationality' | 'country';
  label: string;
  required?: boolean;
}

/** A country by its name in the page's language, kept as its ISO code (docs/product.md#validation). */
export function CountryField({ form, name, label, required = false }: CountryFieldProps) {
  const { i18n } = useTranslation();
  const validationText = useValidationText();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const options = useMemo(() => countries(language), [language]);
  const { field, fieldState } = useController({ control: form.control, name });
  const code = field.value.toUpperCase();
  // A code the list does not know stays visible as typed, for the rule to flag it.
  const selected: CountryOption | null = code === '' ? null : (options.find((option) => option.code === code) ?? { code, name: code });
  const errorKey = fieldState.error?.message;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => field.onChange(option?.code ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          onFocus={() => {
            if (fieldState.error !== undefined) form.clearErrors(name);
          }}
          error={errorKey !== undefined}
          helperText={errorKey === undefined ? undefined : validationText(errorKey)}
        />
      )}
    />
  );
}
