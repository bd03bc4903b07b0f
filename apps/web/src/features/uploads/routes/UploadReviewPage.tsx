import type { PendingUploadDto, PendingUploadsDto } from '@club/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { usePendingUploads } from '../api/getPendingUploads';
import { uploadsKeys } from '../api/queryKeys';
import { PendingUploadList } from '../components/PendingUploadList';
import { UploadReviewPanel } from '../components/UploadReviewPanel';
import { nextUploadAfter } from '../components/uploadText';

/**
 * /documents/review: the documents families uploaded, waiting for staff (docs/product.md#screen-upload-review).
 * A list and the review of one beside it on a desktop; on a phone, one then the other.
 */
export function UploadReviewPage() {
  const { t } = useTranslation('uploads');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const pending = usePendingUploads();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const uploads = pending.data?.uploads ?? [];
  const selected = uploads.find((upload) => upload.id === selectedId) ?? null;

  const onReviewed = (reviewed: PendingUploadDto) => {
    setSelectedId(nextUploadAfter(uploads, reviewed.id)?.id ?? null);
    // Gone at once from the list; the refetch the mutation started brings anything new.
    queryClient.setQueryData<PendingUploadsDto>(uploadsKeys.pending(), (data) =>
      data === undefined ? data : { uploads: data.uploads.filter((upload) => upload.id !== reviewed.id) },
    );
  };

  const content = () => {
    if (pending.isPending) return <LoadingState />;
    if (pending.isError) return <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />;
    if (uploads.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="status">{t('list.empty')}</Typography>
        </Paper>
      );
    }
    const panel =
      selected === null ? null : (
        <UploadReviewPanel
          key={selected.id}
          upload={selected}
          onReviewed={onReviewed}
          {...(onPhone ? { onBack: () => setSelectedId(null) } : {})}
        />
      );
    if (onPhone && panel !== null) return panel;
    return (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' }, alignItems: 'start' }}>
        <Box>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('list.count', { count: uploads.length })}
          </Typography>
          <PendingUploadList uploads={uploads} selectedId={selectedId} onSelect={(upload) => setSelectedId(upload.id)} />
        </Box>
        {panel ?? (
          <Paper variant="outlined" sx={{ p: 3, display: { xs: 'none', md: 'block' } }}>
            <Typography color="text.secondary">{t('list.choose')}</Typography>
          </Paper>
        )}
      </Box>
    );
  };

  return (
    <DatePickersProvider>
      <PageTitle subtitle={t('subtitle')}>{t('title')}</PageTitle>
      {content()}
    </DatePickersProvider>
  );
}
