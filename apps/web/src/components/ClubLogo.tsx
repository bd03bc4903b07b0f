import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

/** How high the club's logo shows beside its name, in CSS pixels; its width follows the picture. */
export const CLUB_LOGO_HEIGHT = 48;

/** An img whose own `height` attribute reaches the page (a Box would take it as a style). */
const LogoImage = styled('img')({
  display: 'block',
  flexShrink: 0,
  boxSizing: 'border-box',
  height: CLUB_LOGO_HEIGHT,
  width: 'auto',
  maxWidth: 160,
  objectFit: 'contain',
});

interface ClubLogoProps {
  src: string;
  /** What shows instead when the picture cannot be loaded. */
  fallback: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The club's logo beside its name: decorative (`alt=""`), the name says who it is. Its height
 * is set before the picture loads, so nothing below moves when it arrives.
 */
export function ClubLogo({ src, fallback, sx }: ClubLogoProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{fallback}</>;
  return <LogoImage src={src} alt="" height={CLUB_LOGO_HEIGHT} onError={() => setFailed(true)} sx={sx} />;
}
