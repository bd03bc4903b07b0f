import { countryName, formatDate, type CorrectionDto } from '@club/domain';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { formatClubDate, formatClubDateTime } from '@/lib/clubTime';
import { useCorrections } from '../api/getCorrections';
import { isAlreadyReviewed, useApplyCorrection, useRejectCorrection } from '../api/reviewCorrection';
import { useSizes } from '../api/getSizes';
import { FactList } from './FactList';
import { RejectCorrectionDialog } from './RejectCorrectionDialog';

type Change = CorrectionDto['changes'][number];

/** A value as staff read it elsewhere on the screen: a day as DD/MM/YYYY, a gender, a country or a size by its name. */
const useValueText = () => {
  const { t, i18n } = useTranslation('subscriptions');
  const shirts = useSizes('shirt');
  const shorts = useSizes('short');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (field: Change['field'], value: Change['before']): string => {
    if (value === null || value === '') return t('corrections.empty');
    if (field === 'shirtSizeId' || field === 'shortSizeId') {
      const sizes = field === 'shirtSizeId' ? shirts.data : shorts.data;
      return sizes?.find((size) => size.id === value)?.label ?? String(value);
    }
    const text = String(value);
    if (field === 'birthDate') return formatDate(text);
    if (field === 'gender') return text === 'M' || text === 'F' ? t(`genders.${text}`) : text;
    if (field === 'nationality' || field === 'country') return countryName(text, language);
    return text;
  };
};

interface CorrectionsSectionProps {
  subscriptionId: number;
  /** Reads the subscription again once a correction is applied (or found reviewed), so the forms show what the server has. */
  onReload: () => Promise<void>;
}

/**
 * "Corrections from the family": what the family asked to correct from the family space
 * (docs/product.md#family-corrections), each field as on file when sent and as asked, the family's
 * note, who sent it and who reviewed it; the one waiting is applied or refused here. Nothing when none.
 */
export function CorrectionsSection({ subscriptionId, onReload }: CorrectionsSectionProps) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const valueText = useValueText();
  const corrections = useCorrections(subscriptionId);
  const apply = useApplyCorrection();
  const reject = useRejectCorrection();
  const [refusing, setRefusing] = useState<CorrectionDto | null>(null);

  /** A review refused: one already made elsewhere brings the screen up to date, anything else is said as it is. */
  const failed = (error: unknown) => {
    if (isAlreadyReviewed(error)) {
      toast.warning(t('corrections.alreadyReviewed'));
      setRefusing(null);
      void onReload();
    } else toast.error(errorText(error));
  };

  const applyOne = (correction: CorrectionDto) =>
    apply.mutate(
      { correctionId: correction.id, subscriptionId },
      {
        onSuccess: async () => {
          toast.success(t('corrections.applied'));
          await onReload();
        },
        onError: failed,
      },
    );

  const rejectOne = (correction: CorrectionDto, reason: string, placeFieldErrors: (error: unknown) => boolean) =>
    reject.mutate(
      { correctionId: correction.id, subscriptionId, body: { reason } },
      {
        onSuccess: () => {
          setRefusing(null);
          toast.success(t('corrections.refused'));
        },
        onError: (error) => {
          if (!placeFieldErrors(error)) failed(error);
        },
      },
    );

  let content: ReactNode;
  if (corrections.isError) content = <ErrorState error={corrections.error} onRetry={() => void corrections.refetch()} />;
  else if (corrections.isPending || corrections.data.corrections.length === 0) return null;
  else
    content = (
      <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {corrections.data.corrections.map((correction) => {
          const sentOn = formatClubDate(correction.submittedAt);
          const changesId = `${titleId}-${correction.id}`;
          const facts: [string, string][] = [
            [t('corrections.sentBy'), correction.submittedBy],
            // The club's wall clock, as the family space shows it.
            [t('corrections.sentAt'), formatClubDateTime(correction.submittedAt)],
          ];
          if (correction.note !== null) facts.push([t('corrections.note'), correction.note]);
          if (correction.reviewedAt !== null) {
            facts.push([t('corrections.reviewedBy'), correction.reviewedBy ?? t('corrections.deletedReviewer')]);
            facts.push([t('corrections.reviewedAt'), formatClubDateTime(correction.reviewedAt)]);
          }
          if (correction.reason !== null) facts.push([t('corrections.reason'), correction.reason]);
          const reviewing = (apply.isPending && apply.variables.correctionId === correction.id) || reject.isPending;
          return (
            <Box component="li" key={correction.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`corrections.statuses.${correction.status}`)}
              </Typography>
              <FactList facts={facts} dense />
              <Typography id={changesId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('corrections.changesOf', { date: sentOn })}
              </Typography>
              <Box aria-labelledby={changesId} role="group">
                <FactList
                  dense
                  facts={correction.changes.map((change) => [
                    t(`corrections.fields.${change.field}`),
                    t('corrections.change', {
                      before: valueText(change.field, change.before),
                      after: valueText(change.field, change.after),
                    }),
                  ])}
                />
              </Box>
              {correction.status === 'PENDING' && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<CheckIcon />}
                    onClick={() => applyOne(correction)}
                    loading={apply.isPending && apply.variables.correctionId === correction.id}
                    loadingPosition="start"
                    disabled={reviewing}
                  >
                    {t('corrections.apply')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<CloseIcon />}
                    onClick={() => setRefusing(correction)}
                    disabled={reviewing}
                  >
                    {t('corrections.refuse')}
                  </Button>
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('corrections.title')}
      </Typography>
      {content}
      {refusing !== null && (
        <RejectCorrectionDialog
          pending={reject.isPending}
          onClose={() => setRefusing(null)}
          onReject={(reason, placeFieldErrors) => rejectOne(refusing, reason, placeFieldErrors)}
        />
      )}
    </Paper>
  );
}
