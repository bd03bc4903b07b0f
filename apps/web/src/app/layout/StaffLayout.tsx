import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { ConfirmProvider } from '@/components/confirm';
import { LoadingState } from '@/components/LoadingState';
import { ToastProvider } from '@/components/toast';
import { OfflineNotice } from './OfflineNotice';
import { AppTopBar } from './AppTopBar';
import { DRAWER_WIDTH, NavigationDrawer } from './NavigationDrawer';
import { SkipLink } from './SkipLink';

const DRAWER_ID = 'main-menu';
const MAIN_ID = 'main-content';

/**
 * The staff shell: app bar, drawer menu (permanent from `md`, sliding on phones)
 * and the current screen. Loaded lazily so public pages never download it.
 */
export function StaffLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);

  return (
    <ToastProvider>
      <ConfirmProvider>
        <SkipLink targetId={MAIN_ID} />
        <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
          <AppTopBar drawerId={DRAWER_ID} menuButton={desktop ? null : { open: phoneMenuOpen, onClick: () => setPhoneMenuOpen(true) }} />
          <NavigationDrawer id={DRAWER_ID} permanent={desktop} open={phoneMenuOpen} onClose={() => setPhoneMenuOpen(false)} />
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{ flexGrow: 1, minWidth: 0, width: { md: `calc(100% - ${DRAWER_WIDTH}px)` }, outline: 'none' }}
          >
            <Toolbar />
            <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3, md: 4 } }}>
              <Suspense fallback={null}>
                <OfflineNotice />
              </Suspense>
              {/* Screens load their own translations: only the page area waits, not the menu. */}
              <Suspense fallback={<LoadingState />}>
                <Outlet />
              </Suspense>
            </Container>
          </Box>
        </Box>
      </ConfirmProvider>
    </ToastProvider>
  );
}
