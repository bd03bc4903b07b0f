import type { ClubTextKey } from '@club/domain/club';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useLeaveGuard } from '@/lib/useLeaveGuard';
import { useClubText } from '../api/getClubText';
import { TextEditorForm } from './TextEditorForm';
import { textStateLabel } from './textState';

interface TextEditorDialogProps {
  textKey: ClubTextKey;
  onClose: () => void;
}

/**
 * Writes a legal text's next version: its current sources (the shipped draft until a first
 * publication) in French and English, each beside its live preview (docs/product.md, "Legal texts").
 */
export function TextEditorDialog({ textKey, onClose }: TextEditorDialogProps) {
  const { t } = useTranslation('club');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const confirm = useConfirm();
  const text = useClubText(textKey);
  const [unsaved, setUnsaved] = useState(false);
  const discardMessage = t('texts.editor.discard');
  const guard = useLeaveGuard(unsaved, discardMessage);
  const name = t(`texts.names.${textKey}`);

  const requestClose = async () => {
    if (unsaved && !(await confirm({ message: discardMessage, confirmLabel: t('texts.editor.discardConfirm') }))) return;
    guard.release();
    onClose();
  };

  const published = () => {
    guard.release();
    onClose();
  };

  return (
    <Dialog open onClose={() => void requestClose()} fullWidth maxWidth="lg" fullScreen={onPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('texts.editOf', { name })}
      </DialogTitle>
      {text.isSuccess && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
          {textStateLabel(t, text.data)}
        </Typography>
      )}
      {text.isSuccess ? (
        // A new version loaded (published elsewhere) starts the form again from its sources.
        <TextEditorForm
          key={text.data.version ?? 0}
          text={text.data}
          name={name}
          onPhone={onPhone}
          onUnsavedChange={setUnsaved}
          onCancel={() => void requestClose()}
          onPublished={published}
        />
      ) : (
        <>
          <DialogContent>
            {text.isPending && <LoadingState />}
            {text.isError && <ErrorState error={text.error} onRetry={() => void text.refetch()} />}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
