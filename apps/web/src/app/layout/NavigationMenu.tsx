import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/lib/session';
import { MenuGroupItem } from './MenuGroupItem';
import { visibleMenu, type MenuEntry } from './menuItems';
import { MENU_ICON_WIDTH, MenuLinkItem } from './MenuLinkItem';

const holdsPage = (entry: MenuEntry, pathname: string): boolean =>
  entry.children?.some((link) => matchPath(link.to, pathname) !== null) ?? false;

interface NavigationMenuProps {
  /** Closes the phone drawer once a link is followed. */
  onNavigate?: (() => void) | undefined;
}

/** The entries of the menu (docs/product.md#menu) this user may see, then Logout. */
export function NavigationMenu({ onNavigate }: NavigationMenuProps) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const entries = visibleMenu(session);
  // The group holding the current page starts open, so the page is visible in the menu.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(entries.filter((entry) => holdsPage(entry, pathname)).map((entry) => entry.id)),
  );
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <List component="nav" aria-label={t('menu.label')} sx={{ py: 1 }}>
      {entries.map((entry) =>
        entry.children === undefined ? (
          <MenuLinkItem key={entry.id} to={entry.to ?? '/'} label={t(entry.labelKey)} icon={entry.icon} onNavigate={onNavigate} />
        ) : (
          <MenuGroupItem
            key={entry.id}
            entry={entry}
            expanded={expanded.has(entry.id)}
            onToggle={() => toggle(entry.id)}
            onNavigate={onNavigate}
          />
        ),
      )}
      <Divider sx={{ my: 1 }} />
      <ListItemButton onClick={() => logout.mutate()} disabled={logout.isPending}>
        <ListItemIcon sx={{ minWidth: MENU_ICON_WIDTH }}>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary={t('menu.logout')} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </List>
  );
}
