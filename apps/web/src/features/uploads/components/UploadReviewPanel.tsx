import type { PendingUploadDto } from '@club/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '@/components/toast';
import { paths, pathTo } from '@/config/paths';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { accessRules, useSession } from '@/lib/session';
import { useApproveUpload } from '../api/approveUpload';
import { useRejectUpload } from '../api/rejectUpload';
import { ApproveForm } from './ApproveForm';
import { RejectForm } from './RejectForm';
import { UploadFacts } from './UploadFacts';
import { UploadPreview } from './UploadPreview';
import { useUploadNaming } from './uploadText';

interface UploadReviewPanelProps {
  upload: PendingUploadDto;
  /** The upload left the pending list: decided here, or by someone else first (409). */
  onReviewed: (upload: PendingUploadDto) => void;
  /** On a phone the panel replaces the list; this goes back to it. */
  onBack?: () => void;
}

/** One upload under review: who it is for, the file, then accept or refuse (docs/product.md#screen-upload-review). */
export function UploadReviewPanel({ upload, onReviewed, onBack }: UploadReviewPanelProps) {
  const { t } = useTranslation('uploads');
  const toast = useToast();
  const errorText = useErrorText();
  const session = useSession();
  const naming = useUploadNaming()(upload);
  const approve = useApproveUpload();
  const reject = useRejectUpload();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the document they just opened, and on the next one after a decision.
  useEffect(() => heading.current?.focus(), [upload.id]);

  const decide = async (send: () => Promise<unknown>, doneText: string, placeFieldErrors: (error: unknown) => boolean) => {
    try {
      await send();
      toast.success(doneText);
      onReviewed(upload);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast.warning(t('alreadyReviewed'));
        onReviewed(upload);
      } else if (!placeFieldErrors(error)) {
        toast.error(errorText(error));
      }
    }
  };

  const busy = approve.isPending || reject.isPending;
  const name = accessRules.manageMembers(session) ? (
    <Link component={RouterLink} to={pathTo(paths.subscription, { id: upload.memberId })}>
      {naming.name}
    </Link>
  ) : (
    naming.name
  );

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {onBack !== undefined && (
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
            {t('panel.back')}
          </Button>
        )}
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ wordBreak: 'break-word', outline: 'none' }}
        >
          {naming.document} — {name}
        </Typography>
        <UploadFacts upload={upload} />
        <UploadPreview upload={upload} />
        <Divider />
        <ApproveForm
          upload={upload}
          disabled={busy}
          onApprove={(expiresOn, placeFieldErrors) =>
            decide(
              () => approve.mutateAsync({ uploadId: upload.id, body: expiresOn === undefined ? {} : { expiresOn } }),
              t('approve.done', naming),
              placeFieldErrors,
            )
          }
        />
        <Divider />
        <RejectForm
          disabled={busy}
          onReject={(reason, placeFieldErrors) =>
            decide(() => reject.mutateAsync({ uploadId: upload.id, body: { reason } }), t('reject.done', naming), placeFieldErrors)
          }
        />
      </Stack>
    </Paper>
  );
}
