export { ToastProvider, TOAST_AUTO_HIDE_MS } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastApi, ToastSeverity } from './toastContext';
