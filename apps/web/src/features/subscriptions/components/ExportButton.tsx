import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import type { DownloadProgress } from '@/lib/download';
import { useExportStudents } from '../api/exportStudents';
import type { SubscriptionSelection } from '@club/domain';

const kilobytes = (bytes: number): string => String(Math.max(1, Math.round(bytes / 1024)));

/** "Export": downloads students.xlsx of what the list shows (season and filters), with its progress (the file is streamed). */
export function ExportButton({ selection }: { selection: SubscriptionSelection }) {
  const { t } = useTranslation('subscriptions');
  const toast = useToast();
  const errorText = useErrorText();
  const exportStudents = useExportStudents();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const start = () => {
    setProgress({ received: 0, total: null });
    exportStudents.mutate(
      { selection, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('list.exported')),
        onError: (error) => toast.error(errorText(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = progress?.total ? Math.min(100, (progress.received / progress.total) * 100) : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 160 }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={start}
        loading={exportStudents.isPending}
        loadingPosition="start"
      >
        {t('list.export')}
      </Button>
      {progress !== null && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={t('list.exporting')}
          />
          <Typography variant="caption" color="text.secondary">
            {progress.received === 0 ? t('list.exporting') : t('list.exportProgress', { size: kilobytes(progress.received) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
