import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { NameFilter } from './studentColumns';

interface NameFiltersProps {
  filter: NameFilter;
  onChange: (filter: NameFilter) => void;
}

/** First and last name filters, applied as one types (docs/product.md#screen-group-details). */
export function NameFilters({ filter, onChange }: NameFiltersProps) {
  const { t } = useTranslation('groups');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search" aria-label={t('details.filters')}>
      <TextField
        size="small"
        type="search"
        label={t('details.filterFirstName')}
        value={filter.firstName}
        onChange={(event) => onChange({ ...filter, firstName: event.target.value })}
        autoComplete="off"
      />
      <TextField
        size="small"
        type="search"
        label={t('details.filterLastName')}
        value={filter.lastName}
        onChange={(event) => onChange({ ...filter, lastName: event.target.value })}
        autoComplete="off"
      />
    </Stack>
  );
}
