import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { linkProblemTexts, type LinkProblem } from '../api/resume';

/** An unknown, replaced, expired or cancelled link: no form, a friendly way forward (call the club). */
export function LinkProblemView({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('subscribe');
  const texts = linkProblemTexts(problem);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <ErrorOutline aria-hidden color="primary" sx={{ fontSize: 40 }} />
        <Typography variant="h6" component="h2">
          {t(texts.title)}
        </Typography>
        <Typography color="text.secondary">{t(texts.body)}</Typography>
      </Box>
    </Paper>
  );
}
