import PoolIcon from '@mui/icons-material/Pool';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubLogo } from '@/components/ClubLogo';
import { useClubHeading } from '@/lib/clubHeading';
import { FlagSwitcher } from './FlagSwitcher';

interface PublicLayoutProps {
  /** The page's one h1. */
  title: string;
  /** Season and group, under the title. */
  details?: readonly string[];
  children: ReactNode;
}

/** The app's mark, where the club has no logo. */
const poolMark = (
  <Box
    aria-hidden
    sx={{ width: 36, height: 36, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.16)' }}
  >
    <PoolIcon fontSize="small" />
  </Box>
);

/** A family page (the form, the family space): the club's header with the flags, then one column that reads well on a phone. */
export function PublicLayout({ title, details = [], children }: PublicLayoutProps) {
  const { t } = useTranslation('common');
  // The club's name and logo once known; the app's name until then, or if they cannot be read.
  const club = useClubHeading();
  const clubName = club?.name ?? t('appName');
  useEffect(() => {
    document.title = `${title} · ${clubName}`;
  }, [title, clubName]);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #06345e 0%, #0b4f8a 55%, #00838f 100%)',
          px: { xs: 2, sm: 3 },
          pt: 1.5,
          pb: { xs: 2.5, sm: 3.5 },
        }}
      >
        {/* The width of the column below, without its padding: title and form line up. */}
        <Box sx={{ maxWidth: 672, mx: 'auto' }}>
          {/* As high as the logo from the start: nothing moves when it arrives. */}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 48 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              {club?.logoUrl ? (
                // On white: a logo drawn for a light page stays readable on the blue header.
                <ClubLogo src={club.logoUrl} fallback={poolMark} sx={{ bgcolor: '#fff', borderRadius: 1, p: 0.5, maxWidth: 120 }} />
              ) : (
                poolMark
              )}
              <Typography component="p" sx={{ fontWeight: 600, letterSpacing: 0.2 }} noWrap>
                {clubName}
              </Typography>
            </Box>
            <FlagSwitcher />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mt: { xs: 1.5, sm: 2.5 }, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {details.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.75, opacity: 0.92 }}>
              {details.map((detail) => (
                <Typography key={detail} variant="body2" component="p">
                  {detail}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </Box>
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
