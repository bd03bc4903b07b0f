import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toastContext';

/** Shows a short message at the bottom of the screen (a toast, docs/product.md#common-behaviour). */
export const useToast = (): ToastApi => {
  const toast = useContext(ToastContext);
  if (toast === null) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
};
