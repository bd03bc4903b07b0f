import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  /** A group of radios: the label is a legend. */
  asGroup?: boolean;
}

const labelSx = { p: 0, fontWeight: 600, fontSize: 15, color: 'text.primary', lineHeight: 1.35 } as const;

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** `aria-describedby` of an input: its error first, then its hint. */
export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [error === undefined ? null : errorId(id), hint === undefined ? null : hintId(id)].filter(Boolean).join(' ') || undefined;

/**
 * Label above the input, then the hint and the error (its message translated, docs/product.md#validation), so the
 * error stays in sight when the phone's keyboard opens.
 */
export function FieldShell({ id, label, hint, error, children, asGroup = false }: FieldShellProps) {
  return (
    <Box
      component={asGroup ? 'fieldset' : 'div'}
      aria-describedby={asGroup ? describedBy(id, hint, error) : undefined}
      sx={{ m: 0, p: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      {asGroup ? (
        <Box component="legend" sx={labelSx}>
          {label}
        </Box>
      ) : (
        <Box component="label" htmlFor={id} sx={labelSx}>
          {label}
        </Box>
      )}
      {hint !== undefined && (
        <Box id={hintId(id)} sx={{ mt: -0.5, fontSize: 14, color: 'text.secondary', lineHeight: 1.35 }}>
          {hint}
        </Box>
      )}
      {error !== undefined && (
        <Box
          id={errorId(id)}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, fontSize: 14, fontWeight: 600, color: 'error.main', lineHeight: 1.35 }}
        >
          <ErrorOutline aria-hidden sx={{ fontSize: 18, mt: '1px' }} />
          {error}
        </Box>
      )}
      {children}
    </Box>
  );
}
