import type { TryoutCardDto } from '@club/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';

interface TryoutCardProps {
  tryout: TryoutCardDto;
  onDelete: (tryout: TryoutCardDto) => void;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** docs/product.md#screen-tests: date, time, capacity, remaining (open tests), birth-year range and type, with edit, delete and start. */
export function TryoutCard({ tryout, onDelete }: TryoutCardProps) {
  const { t } = useTranslation('tryouts');
  const title = t('card.when', { date: tryout.scheduledDate, time: tryout.scheduledTime });
  return (
    <Card component="article" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          {tryout.completed ? (
            <Chip size="small" label={t('card.completed')} />
          ) : tryout.remaining === 0 ? (
            <Chip size="small" color="warning" label={t('card.full')} />
          ) : null}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 1, my: 1.5 }}>
          <Fact label={t('fields.date')}>{tryout.scheduledDate}</Fact>
          <Fact label={t('fields.time')}>{tryout.scheduledTime}</Fact>
          <Fact label={t('fields.capacity')}>{String(tryout.capacity)}</Fact>
          {/* A completed test takes nobody any more: places left would read as an invitation. */}
          {!tryout.completed && <Fact label={t('card.remaining')}>{String(tryout.remaining)}</Fact>}
          <Fact label={t('card.birthYears')}>{t('card.yearRange', { min: tryout.minBirthYear, max: tryout.maxBirthYear })}</Fact>
          <Fact label={t('fields.type')}>{tryout.typeLabel}</Fact>
          <Fact label={t('fields.location')}>{tryout.location}</Fact>
          <Fact label={t('card.groups')}>
            {tryout.groups.length === 0 ? t('card.noGroup') : tryout.groups.map((group) => group.name).join(', ')}
          </Fact>
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<PlayArrowIcon />}
          component={Link}
          to={pathTo(paths.testStart, { id: tryout.id })}
          disabled={tryout.completed}
          aria-label={t('card.start', { when: title })}
        >
          {t('card.startShort')}
        </Button>
        <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
          <Tooltip title={t('card.members', { when: title })}>
            <IconButton component={Link} to={`${paths.studentTest}?testId=${tryout.id}`} aria-label={t('card.members', { when: title })}>
              <PeopleIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('card.edit', { when: title })}>
            <IconButton component={Link} to={pathTo(paths.test, { id: tryout.id })} aria-label={t('card.edit', { when: title })}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('card.delete', { when: title })}>
            <IconButton color="error" onClick={() => onDelete(tryout)} aria-label={t('card.delete', { when: title })}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardActions>
    </Card>
  );
}
