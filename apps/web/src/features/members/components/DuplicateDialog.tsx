import type { DuplicateCandidateDto, StudentCreateInput, StudentCreateResultDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useApplyContact } from '../api/applyContact';
import { DuplicateCandidateCard } from './DuplicateCandidateCard';

export type FoundOnFile = Exclude<StudentCreateResultDto, { outcome: 'CREATED' }>;

interface DuplicateDialogProps {
  found: FoundOnFile;
  /** What the secretary typed, whose contact may be applied to a member on file. */
  typed: StudentCreateInput;
  /** Back to the form, to correct what was typed. */
  onClose: () => void;
  /** Go on with this member on file (step 2: the test). */
  onContinue: (candidate: DuplicateCandidateDto) => void;
  /** Only for near matches: someone else after all, create them. */
  onCreateAnyway: () => Promise<void>;
}

const CONTACT_FIELDS: ReadonlySet<string> = new Set(['email', 'phoneNumber']);

/**
 * POST /student/ found the person on file: says so, shows what differs, and lets the
 * secretary go on with that member, apply the contact just typed to it, or (near matches
 * only) create a new member anyway. Nothing was created or changed before they choose.
 */
export function DuplicateDialog({ found, typed, onClose, onContinue, onCreateAnyway }: DuplicateDialogProps) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const errorText = useErrorText();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const applyContact = useApplyContact();
  const [applied, setApplied] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const kind = found.outcome === 'EXISTING' ? 'existing' : 'possible';

  // Once applied, the contact on file is the one typed: those rows no longer differ.
  const shown = found.candidates.map((candidate) =>
    applied.has(candidate.id)
      ? { ...candidate, differences: candidate.differences.filter((d) => !CONTACT_FIELDS.has(d.field)) }
      : candidate,
  );

  const apply = async (candidate: DuplicateCandidateDto) => {
    setFailure(null);
    try {
      await applyContact.mutateAsync({ id: candidate.id, contact: { email: typed.email, phoneNumber: typed.phoneNumber } });
      setApplied((ids) => new Set([...ids, candidate.id]));
      toast.success(t('members:duplicates.contactApplied', { name: `${candidate.firstName} ${candidate.lastName}` }));
    } catch (error) {
      setFailure(error);
    }
  };

  const createAnyway = async () => {
    setFailure(null);
    setCreating(true);
    try {
      await onCreateAnyway();
    } catch (error) {
      setFailure(error);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t(`members:duplicates.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(`members:duplicates.${kind}.intro`, { count: found.candidates.length })}</DialogContentText>
        <Stack spacing={2}>
          {shown.map((candidate) => (
            <DuplicateCandidateCard
              key={candidate.id}
              candidate={candidate}
              canApplyContact={candidate.differences.some((d) => CONTACT_FIELDS.has(d.field))}
              applying={applyContact.isPending && applyContact.variables?.id === candidate.id}
              onApplyContact={() => void apply(candidate)}
              onContinue={() => onContinue(candidate)}
            />
          ))}
        </Stack>
        {failure !== null && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="outlined" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {t('members:duplicates.correct')}
        </Button>
        {found.outcome === 'POSSIBLE_DUPLICATE' && (
          <Button
            onClick={() => void createAnyway()}
            loading={creating}
            color="warning"
            sx={{ width: { xs: '100%', sm: 'auto' }, ml: { xs: '0 !important' } }}
          >
            {t('members:duplicates.createAnyway')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
