import type { AlertColor } from '@mui/material/Alert';
import { createContext } from 'react';

export type ToastSeverity = AlertColor;

export interface ToastApi {
  show: (message: string, severity?: ToastSeverity) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  info: (message: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
