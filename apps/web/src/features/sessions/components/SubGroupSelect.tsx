import type { SubGroupDto } from '@club/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { WHOLE_GROUP } from './sessionTarget';

interface SubGroupSelectProps {
  subGroups: readonly SubGroupDto[];
  value: number;
  onChange: (subGroupId: number) => void;
  disabled?: boolean;
}

/** The pre-step (docs/product.md#screen-sessions): "whole group" (value 0) plus the group's sub-groups. */
export function SubGroupSelect({ subGroups, value, onChange, disabled = false }: SubGroupSelectProps) {
  const { t } = useTranslation('sessions');
  return (
    <TextField
      select
      label={t('target.subGroup')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 400 } } } } } }}
    >
      <MenuItem value={WHOLE_GROUP} sx={{ minHeight: 48 }}>
        {t('target.wholeGroup')}
      </MenuItem>
      {subGroups.map((subGroup) => (
        <MenuItem key={subGroup.id} value={subGroup.id} sx={{ minHeight: 48 }}>
          {subGroup.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
