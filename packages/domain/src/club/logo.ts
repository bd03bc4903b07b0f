/** The club's logo: PNG, JPEG or SVG, told by its content; at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** Wider or taller than this, a raster logo is refused: a PDF or a mail never needs more. */
export const LOGO_MAX_PIXELS = 4096;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
