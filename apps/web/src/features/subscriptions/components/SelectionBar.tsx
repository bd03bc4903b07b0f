import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  count: number;
  onCancelSeason: () => void;
  onDeletePermanently: () => void;
  onClear: () => void;
}

/**
 * Appears with a selection. Cancelling the season's subscription is the everyday action, so it
 * is the primary button; deleting members for good is apart, red and says so.
 */
export function SelectionBar({ count, onCancelSeason, onDeletePermanently, onClear }: SelectionBarProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Paper
      component="section"
      aria-label={t('list.selectionLabel')}
      variant="outlined"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, mb: 2, bgcolor: 'action.selected' }}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 500 }} role="status">
        {t('list.selected', { count })}
      </Typography>
      <Button onClick={onClear}>{t('list.clearSelection')}</Button>
      <Button variant="contained" startIcon={<EventBusyIcon />} onClick={onCancelSeason}>
        {t('list.cancelSelected')}
      </Button>
      {/* Kept apart from the everyday action, so it is not clicked for it. */}
      <Box sx={{ width: { xs: '100%', sm: 'auto' }, ml: { sm: 2 } }}>
        <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={onDeletePermanently}>
          {t('list.deleteSelected')}
        </Button>
      </Box>
    </Paper>
  );
}
