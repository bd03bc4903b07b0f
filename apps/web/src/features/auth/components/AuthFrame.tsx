import PoolIcon from '@mui/icons-material/Pool';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubLogo } from '@/components/ClubLogo';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';

interface AuthFrameProps {
  /** The page's one h1. */
  heading: string;
  subtitle: string;
  /** The browser tab's name, before the app's. */
  documentTitle: string;
  /** The club's logo, shown instead of the app's mark when the club has one. */
  logoUrl?: string | null;
  children: ReactNode;
}

/** The app's mark, where the club has no logo. */
const poolMark = (
  <Box
    sx={{
      width: 48,
      height: 48,
      borderRadius: 2,
      display: 'grid',
      placeItems: 'center',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
    }}
  >
    <PoolIcon aria-hidden />
  </Box>
);

/** The card the login and password-recovery pages share, centred on a phone as on a desktop. */
export function AuthFrame({ heading, subtitle, documentTitle, logoUrl = null, children }: AuthFrameProps) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = `${documentTitle} · ${appName}`;
  }, [documentTitle, appName]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #e3f1fb 0%, #f2f7fb 55%, #d7eef2 100%)',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          {logoUrl === null ? poolMark : <ClubLogo src={logoUrl} fallback={poolMark} sx={{ maxWidth: 'min(240px, 70%)' }} />}
          <LanguageSwitcher />
        </Stack>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
