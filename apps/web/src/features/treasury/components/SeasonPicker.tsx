import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSeasons } from '../api/getSeasons';
import { useTreasuryText } from './useTreasuryText';

interface SeasonPickerProps {
  /** The season shown; null: the current one. */
  value: number | null;
  onChange: (season: number | null) => void;
}

/** Which season's figures to read: the current one at first, the next once renewals opened it. */
export function SeasonPicker({ value, onChange }: SeasonPickerProps) {
  const { t } = useTreasuryText();
  const seasons = useSeasons();
  if (!seasons.isSuccess || seasons.data.length === 0) return null;
  const current = seasons.data.find((season) => season.isCurrent);
  return (
    <TextField
      select
      size="small"
      label={t('season.label')}
      value={value ?? current?.id ?? ''}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChange(id === current?.id ? null : id);
      }}
      slotProps={{ select: { renderValue: (id) => seasons.data.find((season) => season.id === id)?.label ?? '' } }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    >
      {seasons.data.map((season) => (
        <MenuItem key={season.id} value={season.id}>
          {season.isCurrent ? t('season.current', { season: season.label }) : season.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
