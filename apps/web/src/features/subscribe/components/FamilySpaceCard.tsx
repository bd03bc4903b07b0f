import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rememberFamilyEmail } from '@/components/public/familyEmail';

/**
 * The way from a subscription link into the family space (docs/product.md#family-space), where
 * the family signs and sends what this page asks to print and bring. The address the form was
 * sent with is offered on the sign-in page, kept for this tab only, never in the address bar.
 */
export function FamilySpaceCard({ email }: { email: string }) {
  const { t } = useTranslation('subscribe');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="family-space-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'primary.light', bgcolor: '#f3f8fd' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id="family-space-title" variant="h6" component="h2">
          {t('done.familySpace.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('done.familySpace.body')}
        </Typography>
        <Button variant="contained" href="/family" onClick={() => rememberFamilyEmail(email)} sx={{ mt: 1.5, minHeight: 44 }}>
          {t('done.familySpace.open')}
        </Button>
      </Box>
    </Paper>
  );
}
