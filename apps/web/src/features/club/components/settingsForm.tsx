import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useToast } from '@/components/toast';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors, type ServerFieldMap } from '@/lib/formErrors';

/** A 409 without a field: someone saved the settings since they were loaded. */
export const isStaleSave = (error: unknown): boolean =>
  isApiError(error) && error.code === 'CONFLICT' && Object.keys(error.fields).length === 0;

/** A titled group of fields of a settings form. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface SettingsSave<T extends FieldValues> {
  setError: UseFormSetError<T>;
  serverFields: ServerFieldMap<T>;
  savedText: string;
  /** The save met a newer version: the section says so and loads it. */
  onStale: () => void;
  onSaved: () => void;
}

/**
 * How each section of the club's settings saves (docs/product.md#club-settings): whole, over the
 * version loaded. A stale version reloads the section, the server's field errors go under their
 * fields, anything else is shown above the form (`failure`).
 */
export const useSettingsSave = <T extends FieldValues>({ setError, serverFields, savedText, onStale, onSaved }: SettingsSave<T>) => {
  const toast = useToast();
  const [failure, setFailure] = useState<unknown>(null);
  const save = async (request: () => Promise<unknown>): Promise<void> => {
    setFailure(null);
    try {
      await request();
      toast.success(savedText);
      onSaved();
    } catch (error) {
      if (isStaleSave(error)) onStale();
      else if (!applyServerFieldErrors(error, setError, serverFields)) setFailure(error);
    }
  };
  return { failure, save };
};
