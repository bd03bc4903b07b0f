import type { RoleDto } from '@club/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const ROLE_COLORS = { ADMIN: 'primary', SECTION_MANAGER: 'secondary', COACH: 'default' } as const;

export function RoleChips({ roles }: { roles: readonly RoleDto[] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role.id} label={t(`roles.${role.name}`)} size="small" color={ROLE_COLORS[role.name]} />
      ))}
    </Stack>
  );
}
