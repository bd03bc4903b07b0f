import { formatDate, type PrintableDocument } from '@club/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useDownloadDocument } from '../api/downloadDocument';
import type { SubscriptionDetailDto } from '@club/domain';

/** The PDFs of this subscription (docs/product.md#screen-subscription-edit), fetched with the staff token. */
export function DocumentLinks({ detail }: { detail: SubscriptionDetailDto }) {
  const { t } = useTranslation('subscriptions');
  const toast = useToast();
  const errorText = useErrorText();
  const download = useDownloadDocument();
  const titleId = useId();
  const [current, setCurrent] = useState<PrintableDocument | null>(null);
  const paid = detail.documents.payment;

  const fetchDocument = (document: PrintableDocument) => {
    setCurrent(document);
    download.mutate(
      { subscriptionId: detail.id, document, fallbackName: `${document}-${detail.lastName}.pdf` },
      {
        onError: (error) =>
          toast.error(isApiError(error) && error.code === 'CONFLICT' ? t('documents.attestationUnpaid') : errorText(error)),
        onSettled: () => setCurrent(null),
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('documents.title')}
      </Typography>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {detail.requiredDocuments.printable.map((document) => {
          const locked = document === 'attestation' && !paid;
          return (
            <Button
              key={document}
              startIcon={<DownloadIcon />}
              onClick={() => fetchDocument(document)}
              loading={current === document}
              loadingPosition="start"
              disabled={locked || (download.isPending && current !== document)}
              sx={{ textAlign: 'left', justifyContent: 'flex-start' }}
            >
              {t(`documents.printable.${document}`)}
            </Button>
          );
        })}
      </Stack>
      {detail.invoice !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('documents.invoiceIssued', { reference: detail.invoice.reference, date: formatDate(detail.invoice.issuedAt) })}
        </Typography>
      )}
      {!paid && detail.requiredDocuments.printable.includes('attestation') && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('documents.attestationUnpaid')}
        </Typography>
      )}
    </Paper>
  );
}
