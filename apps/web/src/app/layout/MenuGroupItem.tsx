import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menuItems';
import { MENU_ICON_WIDTH, MenuLinkItem } from './MenuLinkItem';

/** The menu opens and closes in 350 ms (docs/product.md#constants). */
export const MENU_TRANSITION_MS = 350;

interface MenuGroupItemProps {
  entry: MenuEntry;
  expanded: boolean;
  onToggle: () => void;
  onNavigate?: (() => void) | undefined;
}

/** An expandable menu entry (docs/product.md#menu). */
export function MenuGroupItem({ entry, expanded, onToggle, onNavigate }: MenuGroupItemProps) {
  const { t } = useTranslation('layout');
  const listId = useId();
  const Icon = entry.icon;
  return (
    <>
      <ListItemButton onClick={onToggle} aria-expanded={expanded} aria-controls={listId}>
        <ListItemIcon sx={{ minWidth: MENU_ICON_WIDTH }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(entry.labelKey)} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
        {expanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={expanded} timeout={MENU_TRANSITION_MS}>
        <List id={listId} component="div" disablePadding>
          {entry.children?.map((link) => (
            <MenuLinkItem key={link.id} to={link.to} label={t(link.labelKey)} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
