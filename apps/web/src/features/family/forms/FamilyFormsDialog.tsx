import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { isLanguage } from '@/lib/language';
import { useFamilyForms } from './api';
import { FamilyFormsWizard } from './FamilyFormsWizard';

export interface FamilyFormsDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmitted: (names: string[]) => void;
  onOutdated: () => void;
}

/**
 * The forms to fill, in one pass (docs/product.md#family-forms), over the home: the whole screen on
 * a phone. Closing only hides it: the answers stay until the page is left, and opening it again
 * goes on where the parent was.
 */
export function FamilyFormsDialog({ open, onClose, onSubmitted, onOutdated }: FamilyFormsDialogProps) {
  const { t, i18n } = useTranslation('family');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const forms = useFamilyForms();
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';

  let content;
  if (forms.isPending) content = <LoadingState label={t('forms.loading')} />;
  else if (forms.isError) content = <ErrorState error={forms.error} onRetry={() => void forms.refetch()} />;
  else if (forms.data.forms.length === 0) content = <Typography>{t('forms.none')}</Typography>;
  else
    content = (
      // The link page's texts load with this chunk's first step.
      <Suspense fallback={<LoadingState label={t('forms.loading')} />}>
        <FamilyFormsWizard resumes={forms.data.forms} language={language} onSubmitted={onSubmitted} onOutdated={onOutdated} />
      </Suspense>
    );

  return (
    <Dialog open={open} onClose={onClose} keepMounted fullWidth maxWidth="md" fullScreen={onPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('forms.title')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('forms.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
