import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Shown while the app cannot decide what to render (session restore, first chunk).
 * It may render before translations are loaded, hence a label from the page language. The server's
 * render (src/ssr.tsx) may render it too while it waits for a part of the page, without a document.
 */
const fallbackLabel = (): string => (typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'Loading' : 'Chargement');

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}>
      <CircularProgress aria-label={label ?? fallbackLabel()} />
    </Box>
  );
}
