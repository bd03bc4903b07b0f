import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { GuardianFilters } from '../api/getGuardians';

const FIELDS: readonly (keyof GuardianFilters)[] = ['firstName', 'lastName', 'email', 'phone'];

interface GuardianFilterFieldsProps {
  values: GuardianFilters;
  onChange: (key: keyof GuardianFilters, value: string) => void;
}

/** docs/product.md#screen-guardian-picker: first name, last name, e-mail and phone boxes; any part of the text, any case. */
export function GuardianFilterFields({ values, onChange }: GuardianFilterFieldsProps) {
  const { t } = useTranslation('guardians');
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label={t('picker.filters')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, p: 1.5, mb: 2 }}
    >
      {FIELDS.map((key) => (
        <TextField
          key={key}
          size="small"
          type="search"
          label={t(`picker.filter.${key}`)}
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
      ))}
    </Paper>
  );
}
