import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  count: number;
  deleting: boolean;
  onDelete: () => void;
  onClear: () => void;
}

/** Appears with a selection: how many, delete them all (one call), or let go. */
export function SelectionBar({ count, deleting, onDelete, onClear }: SelectionBarProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Paper
      component="section"
      aria-label={t('list.selectionLabel')}
      variant="outlined"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        mb: 2,
        bgcolor: 'action.selected',
      }}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 500 }} role="status">
        {t('list.selected', { count })}
      </Typography>
      <Button onClick={onClear}>{t('list.clearSelection')}</Button>
      <Button color="error" variant="contained" startIcon={<DeleteSweepIcon />} onClick={onDelete} loading={deleting}>
        {t('list.deleteSelected')}
      </Button>
    </Paper>
  );
}
