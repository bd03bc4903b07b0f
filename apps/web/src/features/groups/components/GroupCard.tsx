import type { GroupListItemDto } from '@club/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { formatEuros } from './formatEuros';
import type { GroupCardPermissions } from './groupPermissions';
import { personNames } from '@/lib/personName';

interface GroupCardProps {
  group: GroupListItemDto;
  permissions: GroupCardPermissions;
  onDelete: (group: GroupListItemDto) => void;
}

/** One group of the list (docs/product.md#screen-groups): what it is, and what one may do with it. */
export function GroupCard({ group, permissions, onDelete }: GroupCardProps) {
  const { t, i18n } = useTranslation('groups');
  const name = group.name;
  const coaches = group.coaches.length === 0 ? t('card.noCoach') : personNames(group.coaches);

  return (
    <Card component="article" aria-label={name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {t('card.students', { count: group.studentCount })}
        </Typography>
        <Stack spacing={0.5}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('card.coaches')}
            </Box>{' '}
            {coaches}
          </Typography>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('card.price')}
            </Box>{' '}
            {t('card.prices', { price: formatEuros(group.price, i18n.language), reSubPrice: formatEuros(group.reSubPrice, i18n.language) })}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 1.5, pb: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button component={Link} to={pathTo(paths.group, { id: group.id })} size="small" startIcon={<InfoOutlinedIcon />}>
          {t('card.details')}
        </Button>
        <Button component={Link} to={pathTo(paths.groupSubgroupSessionNew, { id: group.id })} size="small" startIcon={<EventIcon />}>
          {t('card.newSession')}
        </Button>
        <Button component={Link} to={pathTo(paths.groupMail, { id: group.id })} size="small" startIcon={<MailOutlineIcon />}>
          {t('card.mail')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {permissions.canManageSubGroups && (
          <Tooltip title={t('card.subGroupsOf', { name })}>
            <IconButton component={Link} to={pathTo(paths.groupSubgroups, { id: group.id })} aria-label={t('card.subGroupsOf', { name })}>
              <WorkspacesIcon />
            </IconButton>
          </Tooltip>
        )}
        {permissions.canEdit && (
          <Tooltip title={t('card.editGroup', { name })}>
            <IconButton component={Link} to={pathTo(paths.groupEdit, { id: group.id })} aria-label={t('card.editGroup', { name })}>
              <EditIcon />
            </IconButton>
          </Tooltip>
        )}
        {permissions.canDelete && (
          <Tooltip title={t('card.deleteGroup', { name })}>
            <IconButton color="error" onClick={() => onDelete(group)} aria-label={t('card.deleteGroup', { name })}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </CardActions>
    </Card>
  );
}
