import type { PendingUploadDto } from '@club/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useUploadFile } from '../api/getUploadFile';
import { uploadFileName, useUploadNaming } from './uploadText';
import { useObjectUrl } from './useObjectUrl';

/** The uploaded file as the family sent it: an image drawn in the page, a PDF in the browser's viewer, and a download link. */
export function UploadPreview({ upload }: { upload: PendingUploadDto }) {
  const { t } = useTranslation('uploads');
  const naming = useUploadNaming()(upload);
  const file = useUploadFile(upload.id);
  const url = useObjectUrl(file.data);

  if (file.isError) return <ErrorState error={file.error} onRetry={() => void file.refetch()} />;
  if (url === null) return <LoadingState label={t('preview.loading')} />;
  return (
    <Box>
      {upload.contentType === 'application/pdf' ? (
        <Box
          component="iframe"
          src={url}
          title={t('preview.pdfTitle', naming)}
          sx={{ display: 'block', width: '100%', height: { xs: 420, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Box
          component="img"
          src={url}
          alt={t('preview.imageAlt', naming)}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: 480, md: 640 }, objectFit: 'contain', mx: 'auto' }}
        />
      )}
      <Button
        component="a"
        href={url}
        download={uploadFileName(naming.document, naming.name, upload.contentType)}
        startIcon={<DownloadIcon />}
        size="small"
        sx={{ mt: 1 }}
      >
        {t('preview.download')}
      </Button>
    </Box>
  );
}
