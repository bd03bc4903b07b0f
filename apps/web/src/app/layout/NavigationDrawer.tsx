import PoolIcon from '@mui/icons-material/Pool';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { MENU_TRANSITION_MS } from './MenuGroupItem';
import { NavigationMenu } from './NavigationMenu';
import { useClubName } from '@/lib/clubHeading';

/** The menu's drawer, 240 px wide (docs/product.md#menu). */
export const DRAWER_WIDTH = 240;

interface NavigationDrawerProps {
  id: string;
  /** Always visible beside the page (desktop), or sliding over it (phone). */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

const paperStyle = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;

export function NavigationDrawer({ id, permanent, open, onClose }: NavigationDrawerProps) {
  const clubName = useClubName();
  if (permanent) {
    return (
      <Drawer id={id} variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperStyle }}>
        {/* Room for the app bar, which spans the page above the drawer. */}
        <Toolbar />
        <NavigationMenu />
      </Drawer>
    );
  }
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      transitionDuration={MENU_TRANSITION_MS}
      // Kept in the page so opening it again is instant on slow phones.
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paperStyle }}
    >
      <Toolbar sx={{ gap: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <PoolIcon aria-hidden />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} noWrap>
          {clubName}
        </Typography>
      </Toolbar>
      <Box>
        <NavigationMenu onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
