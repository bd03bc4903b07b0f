import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ToastApi, type ToastSeverity } from './toastContext';

/** A toast hides itself after 6 seconds (docs/product.md#common-behaviour). */
export const TOAST_AUTO_HIDE_MS = 6000;

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** Holds the one visible toast; a newer message replaces the older one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: ToastSeverity = 'info') => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      warning: (message) => show(message, 'warning'),
      info: (message) => show(message, 'info'),
    }),
    [show],
  );

  const close = (_event?: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not hide a message the user has not read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={toast?.id}
        open={open}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={close}
          severity={toast?.severity ?? 'info'}
          variant="filled"
          closeText={t('actions.close')}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
