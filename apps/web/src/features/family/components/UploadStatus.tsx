import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api/ApiError';
import { isItemRefused } from '../api/uploadDocument';
import { megabytes, UPLOAD_MAX_MEGABYTES, type FileRefusal } from './fileCheck';

interface UploadProgressProps {
  itemName: string;
  /** The share of the file sent, from 0 to 1. */
  sent: number;
  onCancel: () => void;
}

/** While a file goes: how much of it has, and a way to stop. */
export function UploadProgress({ itemName, sent, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('family');
  const percent = Math.round(sent * 100);
  const cancel = useRef<HTMLButtonElement>(null);

  // The button that chose the file is disabled meanwhile: the focus goes to what can be done now.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography variant="body2" aria-hidden>
          {t('uploads.sending', { percent })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={t('uploads.sendingOf', { name: itemName })} sx={{ mt: 0.5 }} />
      </Box>
      <Button ref={cancel} variant="text" color="inherit" aria-label={t('uploads.cancelOf', { name: itemName })} onClick={onCancel}>
        {t('uploads.cancel')}
      </Button>
    </Box>
  );
}

type UploadFailureProps = ({ refusal: FileRefusal } | { error: unknown }) & {
  file: File;
  onRetry: (file: File) => void;
};

/** Why a file did not go, in plain words, and a second try when only the connection failed. */
export function UploadFailure({ file, onRetry, ...failure }: UploadFailureProps) {
  const { t, i18n } = useTranslation('family');
  const errorText = useErrorText();
  const tooLarge = () => t('uploads.tooLarge', { size: megabytes(file.size, i18n.language), limit: UPLOAD_MAX_MEGABYTES });

  let message: string;
  let retry = false;
  if ('refusal' in failure) message = failure.refusal === 'tooLarge' ? tooLarge() : t('uploads.wrongType');
  else {
    const { error } = failure;
    if (isApiError(error) && error.isNetworkFailure) {
      message = t('uploads.networkLost');
      retry = true;
    } else if (isApiError(error) && error.status === 413) message = tooLarge();
    // 415, or the file refused otherwise: the server read the content, whatever its name said.
    else if (isApiError(error) && (error.status === 415 || error.fields.file !== undefined)) message = t('uploads.unreadable');
    else if (isItemRefused(error)) message = t('uploads.notAccepted');
    // Three files of this kind already wait for the club's check (docs/product.md#family-uploads).
    else if (isApiError(error) && error.status === 409) message = t('uploads.tooManyWaiting');
    else {
      message = errorText(error);
      retry = isApiError(error) && error.status >= 500;
    }
  }

  return (
    <Alert
      severity="error"
      role="alert"
      action={
        retry ? (
          <Button color="inherit" onClick={() => onRetry(file)}>
            {t('uploads.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
