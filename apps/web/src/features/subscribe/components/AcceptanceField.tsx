import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../model/formValues';
import { choiceSx } from './fieldStyles';
import { useChoiceFocus, useFieldError } from './useFieldError';

type AcceptanceName = 'privacyAccepted' | 'rulesAccepted' | 'codeOfConductAccepted' | 'guardianCodeOfConductAccepted';

interface AcceptanceFieldProps {
  form: UseFormReturn<FormValues>;
  name: AcceptanceName;
  label: ReactNode;
  /** A document to open before ticking (docs/product.md#family-form: renewals open, then accept). */
  document?: { href: string; label: string; opened: boolean; onOpen: () => void; openFirst: string };
}

/** A required tick box; its error says what must be accepted. */
export function AcceptanceField({ form, name, label, document }: AcceptanceFieldProps) {
  const id = useId();
  const { field } = useController({ control: form.control, name });
  const { ref: inputRef, ...binding } = field;
  const { error, clearOnFocus } = useFieldError(form, name);
  const focusHandlers = useChoiceFocus(clearOnFocus);
  const locked = document !== undefined && !document.opened;
  const notes = [error, locked ? document.openFirst : undefined].filter((note): note is string => note !== undefined);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        p: 1.5,
        borderRadius: '10px',
        border: '1.5px solid',
        borderColor: error !== undefined ? 'error.main' : '#d5e3ef',
        bgcolor: error !== undefined ? '#fff7f7' : 'background.paper',
      }}
    >
      {document !== undefined && (
        <Box
          component="a"
          id={`${name}-document`}
          href={document.href}
          // A new tab: the PDF opens there (the server sends it inline) and the form stays as typed.
          target="_blank"
          rel="noopener noreferrer"
          onClick={document.onOpen}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 44,
            fontWeight: 600,
            color: 'primary.main',
            alignSelf: 'flex-start',
            '&:focus-visible': { outline: '3px solid #f5a623', outlineOffset: 2, borderRadius: 1 },
          }}
        >
          <PictureAsPdfOutlined aria-hidden fontSize="small" />
          {document.label}
        </Box>
      )}
      <Box
        component="label"
        htmlFor={id}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          py: 0.75,
          cursor: locked ? 'not-allowed' : 'pointer',
          color: locked ? 'text.secondary' : 'text.primary',
        }}
      >
        <Box
          component="input"
          type="checkbox"
          id={id}
          name={binding.name}
          checked={binding.value}
          disabled={locked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => binding.onChange(event.target.checked)}
          onBlur={binding.onBlur}
          {...focusHandlers}
          ref={inputRef}
          required
          aria-invalid={error !== undefined}
          aria-describedby={notes.length === 0 ? undefined : `${id}-note`}
          sx={choiceSx}
        />
        <span>{label}</span>
      </Box>
      {notes.length > 0 && (
        <Box id={`${id}-note`} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, fontSize: 14 }}>
          {error !== undefined && (
            <Box sx={{ display: 'flex', gap: 0.5, fontWeight: 600, color: 'error.main' }}>
              <ErrorOutline aria-hidden sx={{ fontSize: 18, mt: '1px' }} />
              {error}
            </Box>
          )}
          {locked && <Box sx={{ color: 'text.secondary' }}>{document.openFirst}</Box>}
        </Box>
      )}
    </Box>
  );
}
