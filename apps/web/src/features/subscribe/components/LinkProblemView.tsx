import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LinkProblem } from '../api/resume';

/** An unknown, replaced or expired link: no form, a friendly way forward (call the club). */
export function LinkProblemView({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('subscribe');
  const expired = problem === 'LINK_EXPIRED';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <ErrorOutline aria-hidden color="primary" sx={{ fontSize: 40 }} />
        <Typography variant="h6" component="h2">
          {t(expired ? 'link.expiredTitle' : 'link.invalidTitle')}
        </Typography>
        <Typography color="text.secondary">{t(expired ? 'link.expiredBody' : 'link.invalidBody')}</Typography>
      </Box>
    </Paper>
  );
}
