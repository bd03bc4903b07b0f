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
import { useTests } from '../api/getTests';

/** SPEC §2 Tests: the create page shows the tests that still have places, so staff see what is already planned. */
export function AvailableTests() {
  const { t } = useTranslation('tests');
  const tests = useTests(true);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('available.title')}
      </Typography>
      {tests.isPending && <LoadingState />}
      {tests.isError && <ErrorState error={tests.error} onRetry={() => void tests.refetch()} />}
      {tests.isSuccess && tests.data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('available.empty')}
        </Typography>
      )}
      {tests.isSuccess && tests.data.length > 0 && (
        <List aria-labelledby={titleId} disablePadding>
          {tests.data.map((test) => (
            <ListItemButton key={test.id} component={Link} to={pathTo(paths.test, { id: test.id })} sx={{ px: 1, borderRadius: 1 }}>
              <ListItemText
                primary={t('card.when', { date: test.scheduledDate, time: test.scheduledTime })}
                secondary={t('available.line', {
                  count: test.remaining,
                  capacity: test.capacity,
                  min: test.minBirthYear,
                  max: test.maxBirthYear,
                  type: test.typeLabel,
                })}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
