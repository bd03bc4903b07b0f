import type { StaffAcknowledgementDto } from '@club/domain';
import type { ClubTextKey } from '@club/domain/club';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from './FactList';
import { ErrorState } from '@/components/ErrorState';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { formatClubDateTime } from '@/lib/clubTime';
import { useDownloadAcknowledgement } from '../api/downloadAcknowledgement';
import { useAcknowledgements } from '../api/getAcknowledgements';

/** The label a signature stores for the shipped draft of a text other than the privacy notice (`draftLabelOf`). */
const PLAIN_DRAFT_LABEL = 'draft';
const PUBLISHED_VERSION = /^[1-9]\d*$/;

/** A text's name as the subscription screen's facts say it; the general form as its document to print. */
const textNameKey = (key: ClubTextKey): string => (key === 'generalForm' ? 'documents.printable.asmPdf' : `facts.${key}`);

interface SignedOnlineSectionProps {
  subscriptionId: number;
  /** The member's last name, in the PDF's name when the server does not give one. */
  lastName: string;
}

/**
 * "Signed online": the texts the family signed from the family space (docs/product.md#family-signatures),
 * with the signer's typed name, when, from which address and IP, and the signed PDF. Nothing when none.
 */
export function SignedOnlineSection({ subscriptionId, lastName }: SignedOnlineSectionProps) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const acknowledgements = useAcknowledgements(subscriptionId);
  const download = useDownloadAcknowledgement();

  const versionText = (version: string): string => {
    if (PUBLISHED_VERSION.test(version)) return t('signedOnline.version', { version });
    return version === PLAIN_DRAFT_LABEL ? t('facts.shippedDraft') : t('facts.shippedDraftLabelled', { version });
  };
  const fetchPdf = (acknowledgement: StaffAcknowledgementDto) =>
    download.mutate(
      { acknowledgementId: acknowledgement.id, fallbackName: `${acknowledgement.key}-${lastName}.pdf` },
      { onError: (error) => toast.error(errorText(error)) },
    );

  let content: ReactNode;
  if (acknowledgements.isError) content = <ErrorState error={acknowledgements.error} onRetry={() => void acknowledgements.refetch()} />;
  else if (acknowledgements.isPending || acknowledgements.data.acknowledgements.length === 0) return null;
  else
    content = (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {acknowledgements.data.acknowledgements.map((acknowledgement) => {
          const name = t(textNameKey(acknowledgement.key));
          const facts: [string, string][] = [
            [t('signedOnline.signedName'), acknowledgement.signedName],
            // The club's wall clock, as the family space shows it.
            [t('signedOnline.signedAt'), formatClubDateTime(acknowledgement.signedAt)],
            [t('signedOnline.email'), acknowledgement.email],
            [t('signedOnline.ipAddress'), acknowledgement.ipAddress],
          ];
          const fetching = download.isPending && download.variables.acknowledgementId === acknowledgement.id;
          return (
            <Box component="li" key={acknowledgement.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('signedOnline.textVersion', { name, version: versionText(acknowledgement.version) })}
              </Typography>
              <FactList facts={facts} dense />
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => fetchPdf(acknowledgement)}
                loading={fetching}
                loadingPosition="start"
                disabled={download.isPending && !fetching}
                aria-label={t('signedOnline.pdfOf', { name })}
                sx={{ mt: 0.5 }}
              >
                {t('signedOnline.pdf')}
              </Button>
            </Box>
          );
        })}
      </Stack>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('signedOnline.title')}
      </Typography>
      {content}
    </Paper>
  );
}
