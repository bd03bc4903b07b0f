import type { CorrectionDto, FamilySubscriptionDto } from '@club/domain';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClubDate } from '@/lib/clubTime';
import { countryNameOf } from './countryNames';
import { shownDate } from './correctionForm';

// The form loads when a family first opens it: the home shows without it.
const CorrectionDialog = lazy(() => import('./CorrectionDialog').then((module) => ({ default: module.CorrectionDialog })));

/** Once the form is sent and until staff validate the subscription (docs/product.md#family-corrections). */
const CORRECTABLE_STATES: readonly FamilySubscriptionDto['state'][] = ['STARTED', 'MISSING_DOC'];

type Change = CorrectionDto['changes'][number];

/** A value asked, in the family's words: a day as DD/MM/YYYY, a gender or a country by its name. */
const useValueText = () => {
  const { t, i18n } = useTranslation('family');
  return ({ field, after }: Change): string | null => {
    // A size is an id in the club's list, which only the correction dialog reads: the card names the field alone.
    if (field === 'shirtSizeId' || field === 'shortSizeId') return null;
    if (after === null || after === '') return t('correction.empty');
    const text = String(after);
    if (field === 'birthDate') return shownDate(text);
    if (field === 'gender') return text === 'M' || text === 'F' ? t(`correction.gender${text}`) : text;
    if (field === 'nationality' || field === 'country') return countryNameOf(text, i18n.language);
    return text;
  };
};

interface CorrectionSectionProps {
  memberId: number;
  memberName: string;
  subscription: FamilySubscriptionDto;
  /** The id of the card's heading, prefix of the list's own id. */
  headingId: string;
}

/**
 * On a member's card: where the family's latest correction stands (waiting, with the fields asked;
 * refused with the club's reason; applied), and the button that opens the correction form while
 * the subscription may still be corrected.
 */
export function CorrectionSection({ memberId, memberName, subscription, headingId }: CorrectionSectionProps) {
  const { t } = useTranslation('family');
  const valueText = useValueText();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const { correction } = subscription;
  const correctable = CORRECTABLE_STATES.includes(subscription.state);

  // The button that opened the dialog stays, but the news is the confirmation: the focus goes there.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  let status = null;
  if (correction?.status === 'PENDING') {
    status = (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary' }}>
        <HourglassEmpty aria-hidden fontSize="small" sx={{ mt: '2px' }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${headingId}-correction`} sx={{ fontWeight: 600, color: 'text.primary' }}>
            {t('correction.pending')}
          </Typography>
          <Typography variant="body2">{t('correction.sentOn', { date: formatClubDate(correction.submittedAt) })}</Typography>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.primary' }}>
            {t('correction.askedTitle')}
          </Typography>
          <Box component="ul" aria-labelledby={`${headingId}-correction`} sx={{ m: 0, pl: 2.5, color: 'text.primary' }}>
            {correction.changes.map((change) => {
              const field = t(`correction.fields.${change.field}`);
              const value = valueText(change);
              return (
                <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
                  {value === null ? field : t('correction.asked', { field, value })}
                </Typography>
              );
            })}
          </Box>
        </Box>
      </Box>
    );
  } else if (correction?.status === 'REJECTED') {
    status = (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'error.main' }}>
        <ErrorOutline aria-hidden fontSize="small" sx={{ mt: '2px' }} />
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {correction.reason === null ? t('correction.rejectedNoReason') : t('correction.rejected', { reason: correction.reason })}
        </Typography>
      </Box>
    );
  } else if (correction?.status === 'APPLIED') {
    status = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'success.main' }}>
        <CheckCircleOutline aria-hidden fontSize="small" />
        <Typography>{t('correction.applied')}</Typography>
      </Box>
    );
  }

  // An open dialog stays until closed: it may be telling that the club validated the subscription meanwhile.
  if (status === null && !correctable && !open) return null;
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {sent && (
        <Alert ref={confirmation} tabIndex={-1} severity="success" role="status">
          {t('correction.sent')}
        </Alert>
      )}
      {status}
      {correctable && (
        <Button
          variant="outlined"
          aria-label={t('correction.openOf', { name: memberName })}
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('correction.open')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <CorrectionDialog
            memberId={memberId}
            memberName={memberName}
            pending={correction?.status === 'PENDING' ? correction : null}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
