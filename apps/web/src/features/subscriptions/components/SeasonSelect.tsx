import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSeasons } from '../api/getSeasons';

interface SeasonSelectProps {
  /** The season shown; null: the current one. */
  value: number | null;
  onChange: (season: number | null) => void;
}

/** Which season's subscriptions to list: shown once renewals opened a second season. */
export function SeasonSelect({ value, onChange }: SeasonSelectProps) {
  const { t } = useTranslation('subscriptions');
  const seasons = useSeasons();
  if (!seasons.isSuccess || seasons.data.length < 2) return null;
  const current = seasons.data.find((season) => season.isCurrent);
  return (
    <TextField
      select
      size="small"
      label={t('list.season')}
      value={value ?? current?.id ?? ''}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChange(id === current?.id ? null : id);
      }}
      slotProps={{
        // The box shows the label alone; the menu says which one is current.
        select: { renderValue: (id) => seasons.data.find((season) => season.id === id)?.label ?? '' },
      }}
      sx={{ width: 180 }}
    >
      {seasons.data.map((season) => (
        <MenuItem key={season.id} value={season.id}>
          {season.isCurrent ? t('list.currentSeason', { season: season.label }) : season.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
