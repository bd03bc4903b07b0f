import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useTryouts } from '@/features/reference';

/** docs/product.md#screen-tests: the create page shows the tests that still have places, so staff see what is already planned. */
export function AvailableTryouts() {
  const { t } = useTranslation('tryouts');
  const tryouts = useTryouts(true);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('available.title')}
      </Typography>
      {tryouts.isPending && <LoadingState />}
      {tryouts.isError && <ErrorState error={tryouts.error} onRetry={() => void tryouts.refetch()} />}
      {tryouts.isSuccess && tryouts.data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('available.empty')}
        </Typography>
      )}
      {tryouts.isSuccess && tryouts.data.length > 0 && (
        <List aria-labelledby={titleId} disablePadding>
          {tryouts.data.map((tryout) => (
            <ListItemButton key={tryout.id} component={Link} to={pathTo(paths.test, { id: tryout.id })} sx={{ px: 1, borderRadius: 1 }}>
              <ListItemText
                primary={t('card.when', { date: tryout.scheduledDate, time: tryout.scheduledTime })}
                secondary={t('available.line', {
                  count: tryout.remaining,
                  capacity: tryout.capacity,
                  min: tryout.minBirthYear,
                  max: tryout.maxBirthYear,
                  type: tryout.typeLabel,
                })}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
