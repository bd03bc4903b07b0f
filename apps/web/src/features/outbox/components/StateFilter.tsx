import { OUTBOX_STATES, type OutboxState } from '@club/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface StateFilterProps {
  value: OutboxState | null;
  onChange: (state: OutboxState | null) => void;
}

/** Chips: every mail, or the queued, sent or failed ones. */
export function StateFilter({ value, onChange }: StateFilterProps) {
  const { t } = useTranslation('outbox');
  const options: (OutboxState | null)[] = [null, ...OUTBOX_STATES];
  return (
    <Stack direction="row" role="group" aria-label={t('filter.label')} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {options.map((state) => {
        const selected = value === state;
        return (
          <Chip
            key={state ?? 'ALL'}
            label={state === null ? t('filter.all') : t(`state.${state}`)}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(state)}
          />
        );
      })}
    </Stack>
  );
}
