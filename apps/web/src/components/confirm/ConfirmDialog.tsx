import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  /** Defaults to "Confirmation" (docs/product.md#common-behaviour). */
  title?: string;
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Title, message, Cancel and Submit; 400×200 px on a desktop, the screen's width on a phone (docs/product.md#common-behaviour). */
export function ConfirmDialog({ open, message, title, confirmLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      sx={{
        '& .MuiDialog-paper': {
          width: { xs: 'calc(100% - 32px)', sm: 400 },
          minHeight: { sm: 200 },
          m: { xs: 2, sm: 4 },
          justifyContent: 'space-between',
        },
      }}
    >
      <DialogTitle id={titleId}>{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {confirmLabel ?? t('actions.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
