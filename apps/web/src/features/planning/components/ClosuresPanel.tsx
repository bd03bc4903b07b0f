import type { ClosureDto } from '@club/domain';
import { formatDate } from '@club/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useToast } from '@/components/toast';
import { useDeleteClosure } from '../api/deleteClosure';
import { useClosures } from '../api/getClosures';
import { ClosureForm } from './ClosureForm';
import { usePlanningText } from './usePlanningText';

/** Admins and section managers: the club's closures, the way to add one and to delete one (docs/product.md#planning). */
export function ClosuresPanel({ today }: { today: string }) {
  const { t, failureText } = usePlanningText();
  const closures = useClosures();
  const remove = useDeleteClosure();
  const confirm = useConfirm();
  const toast = useToast();

  const daysText = (closure: ClosureDto) =>
    closure.fromDay === closure.toDay
      ? t('planning:closures.oneDay', { day: formatDate(closure.fromDay) })
      : t('planning:closures.days', { from: formatDate(closure.fromDay), to: formatDate(closure.toDay) });

  const deleteClosure = async (closure: ClosureDto) => {
    if (!(await confirm({ message: t('planning:closures.confirmDelete', { label: closure.label }) }))) return;
    try {
      await remove.mutateAsync(closure.id);
      toast.success(t('planning:closures.deleted', { label: closure.label }));
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('planning:closures.intro')}</Typography>
      <Paper variant="outlined" component="section" aria-labelledby="planning-closure-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="planning-closure-form-title" variant="h6" component="h3" sx={{ mb: 2 }}>
          {t('planning:closures.formTitle')}
        </Typography>
        <ClosureForm today={today} />
      </Paper>
      <Stack component="section" aria-labelledby="planning-closures-title" spacing={1.5}>
        <Typography id="planning-closures-title" variant="h6" component="h3">
          {t('planning:closures.listTitle')}
        </Typography>
        {closures.isPending && <LoadingState />}
        {closures.isError && <ErrorState error={closures.error} onRetry={() => void closures.refetch()} />}
        {closures.isSuccess && closures.data.length === 0 && <Typography color="text.secondary">{t('planning:closures.empty')}</Typography>}
        {closures.isSuccess && closures.data.length > 0 && (
          <Box component="ul" aria-label={t('planning:closures.listTitle')} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {closures.data.map((closure) => (
              <Paper
                key={closure.id}
                component="li"
                variant="outlined"
                aria-label={closure.label}
                sx={{ listStyle: 'none', p: 2, display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{closure.label}</Typography>
                  <Typography color="text.secondary">{daysText(closure)}</Typography>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {closure.location ?? t('planning:closures.everyPool')}
                  </Typography>
                </Box>
                <Tooltip title={t('planning:closures.delete')}>
                  <IconButton
                    aria-label={t('planning:closures.deleteOf', { label: closure.label })}
                    onClick={() => void deleteClosure(closure)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Paper>
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
