import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { alpha } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';

/** Room for a menu icon; labels start after it so a 240 px drawer wraps few of them. */
export const MENU_ICON_WIDTH = 36;

interface MenuLinkItemProps {
  to: string;
  label: string;
  icon?: ComponentType<SvgIconProps>;
  /** Links inside an expanded group are indented under its title. */
  nested?: boolean;
  onNavigate?: (() => void) | undefined;
}

/** A menu link; NavLink marks the current page (`aria-current="page"` and the highlight). */
export function MenuLinkItem({ to, label, icon: Icon, nested = false, onNavigate }: MenuLinkItemProps) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      end
      onClick={onNavigate}
      sx={{
        // Nested labels line up with their group's label, past the icon column.
        pl: nested ? `${16 + MENU_ICON_WIDTH}px` : 2,
        '&.active': {
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          color: 'primary.main',
          '& .MuiListItemIcon-root': { color: 'primary.main' },
          '& .MuiListItemText-primary': { fontWeight: 600 },
        },
      }}
    >
      {Icon !== undefined && (
        <ListItemIcon sx={{ minWidth: MENU_ICON_WIDTH }}>
          <Icon />
        </ListItemIcon>
      )}
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: nested ? 400 : 500 } } }} />
    </ListItemButton>
  );
}
