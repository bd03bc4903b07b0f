import MenuIcon from '@mui/icons-material/Menu';
import PoolIcon from '@mui/icons-material/Pool';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigation } from 'react-router';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useClubName } from '@/lib/clubHeading';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** The pool side's queue and phone copy load after the app bar, off every screen's first load (docs/product.md#offline-attendance). */
const PoolsideStatus = lazy(() => import('@/features/offline/PoolsideStatus').then((module) => ({ default: module.PoolsideStatus })));

interface AppTopBarProps {
  drawerId: string;
  /** Phones only: the drawer is hidden until this button opens it. */
  menuButton: { open: boolean; onClick: () => void } | null;
}

export function AppTopBar({ drawerId, menuButton }: AppTopBarProps) {
  const { t } = useTranslation(['layout', 'common']);
  const clubName = useClubName();
  const { login } = useSession();
  // Screens load lazily: a thin bar tells the user the click was taken.
  const navigating = useNavigation().state === 'loading';
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => ({ md: theme.zIndex.drawer + 1 }),
        background: 'linear-gradient(90deg, #06345e 0%, #0b4f8a 55%, #00838f 100%)',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {menuButton !== null && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('layout:menu.open')}
            aria-controls={drawerId}
            aria-expanded={menuButton.open}
            onClick={menuButton.onClick}
          >
            <MenuIcon />
          </IconButton>
        )}
        <PoolIcon aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Link
          component={RouterLink}
          to={paths.home}
          color="inherit"
          underline="none"
          variant="h6"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}
        >
          {clubName}
        </Link>
        {login !== null && (
          <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.9, mr: 1 }}>
            {t('layout:loggedInAs', { login })}
          </Typography>
        )}
        {/* The attendance sheets waiting on this phone (docs/product.md#offline-attendance). */}
        {login !== null && (
          <Suspense fallback={null}>
            <PoolsideStatus />
          </Suspense>
        )}
        <LanguageSwitcher tone="onDark" />
      </Toolbar>
      {navigating && (
        <LinearProgress
          color="secondary"
          aria-label={t('layout:pageLoading')}
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
        />
      )}
    </AppBar>
  );
}
