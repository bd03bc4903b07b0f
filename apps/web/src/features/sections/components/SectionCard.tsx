import type { SectionDto } from '@club/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { personName } from '@/lib/personName';
import { sortedByName } from './names';
import type { SectionCardPermissions } from './sectionPermissions';

interface SectionCardProps {
  section: SectionDto;
  permissions: SectionCardPermissions;
  onDelete: (section: SectionDto) => void;
}

/** docs/product.md#screen-sections: name, manager, the section's groups, and the admin's icons. */
export function SectionCard({ section, permissions, onDelete }: SectionCardProps) {
  const { t } = useTranslation('sections');
  const name = section.name;
  return (
    <Card component="article" aria-label={name} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {(permissions.canEdit || permissions.canDelete) && (
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}>
              {permissions.canEdit && (
                <Tooltip title={t('card.edit', { name })}>
                  <IconButton component={Link} to={pathTo(paths.section, { id: section.id })} aria-label={t('card.edit', { name })}>
                    <EditIcon />
                  </IconButton>
                </Tooltip>
              )}
              {permissions.canDelete && (
                <Tooltip title={t('card.delete', { name })}>
                  <IconButton color="error" onClick={() => onDelete(section)} aria-label={t('card.delete', { name })}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          )}
        </Stack>
        <Stack spacing={0.75} sx={{ mt: 1 }}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('card.manager')}
            </Box>{' '}
            {section.Coach === null ? t('card.noManager') : personName(section.Coach)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('card.groups')}
            </Box>{' '}
            {section.groups.length === 0
              ? t('card.noGroup')
              : sortedByName(section.groups)
                  .map((group) => group.name)
                  .join(', ')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
