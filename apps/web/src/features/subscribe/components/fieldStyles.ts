import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The form's own inputs: native elements with large touch targets and 16 px text (no zoom on
 * iOS), styled here rather than with MUI's input components, to keep the public page light.
 */
export const inputSx = (invalid: boolean) => ({
  display: 'block',
  width: '100%',
  minHeight: 52,
  px: 1.75,
  py: 1.25,
  font: 'inherit',
  fontSize: 16,
  color: 'text.primary',
  bgcolor: invalid ? '#fff7f7' : 'background.paper',
  border: '1.5px solid',
  borderColor: invalid ? 'error.main' : '#8ea3b7',
  borderRadius: '10px',
  outline: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover': { borderColor: invalid ? 'error.dark' : 'primary.main' },
  '&:focus': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(11, 79, 138, 0.25)' },
  '&::placeholder': { color: '#7d8fa1', opacity: 1 },
});

/** A native check box or radio, 24 px, in the club's blue. */
export const choiceSx: SxProps<Theme> = {
  flex: '0 0 auto',
  width: 24,
  height: 24,
  m: 0,
  mt: '1px',
  accentColor: '#0b4f8a',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #f5a623', outlineOffset: 2 },
  '&:disabled': { cursor: 'not-allowed' },
};

/** The chevron of a native select, as a data URI (the page loads nothing from elsewhere). */
export const SELECT_ARROW =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='24' height='24' viewBox='0 0 24 24'%3E%3Cpath fill='%2312263a' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E\")";
