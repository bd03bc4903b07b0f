import { createHash } from 'node:crypto';
import { CLUB_MSG, LOGO_MAX_BYTES, LOGO_MAX_PIXELS, type LogoType } from '@club/domain/club';
import { imageSize } from 'image-size';
import { badRequest } from '../../lib/errors.js';
import { sanitizeSvg, SvgRefused } from './svg.js';

export interface CheckedLogo {
  type: LogoType;
  /** What is stored and served: the upload itself, or for an SVG its sanitised copy. */
  content: Buffer;
  width: number | null;
  height: number | null;
  etag: string;
}

const refused = (message: string) => badRequest({ logo: message }, 'The logo was refused');

const RASTER_TYPES: Record<string, LogoType> = { png: 'image/png', jpg: 'image/jpeg' };

const dimensionsOf = (content: Buffer): { type?: string; width?: number; height?: number } | undefined => {
  try {
    return imageSize(content);
  } catch {
    return undefined;
  }
};

/** UTF-8 text without NUL, as an SVG file is; undefined for binary content. */
const textOf = (content: Buffer): string | undefined => {
  if (content.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return undefined;
  }
};

const checked = (type: LogoType, content: Buffer, width: number | null, height: number | null): CheckedLogo => ({
  type,
  content,
  width,
  height,
  etag: createHash('sha256').update(content).digest('hex').slice(0, 32),
});

/**
 * Tells a logo's type from its bytes, whatever name or type the upload claimed: a PNG or JPEG
 * by its header and dimensions (image-size), an SVG by parsing it, then sanitising it.
 */
export const checkLogo = async (upload: Buffer): Promise<CheckedLogo> => {
  if (upload.length === 0) throw refused(CLUB_MSG.logoType);
  if (upload.length > LOGO_MAX_BYTES) throw refused(CLUB_MSG.logoTooLarge);

  const size = dimensionsOf(upload);
  const raster = size?.type === undefined ? undefined : RASTER_TYPES[size.type];
  if (raster !== undefined) {
    const { width = 0, height = 0 } = size ?? {};
    if (width < 1 || height < 1 || width > LOGO_MAX_PIXELS || height > LOGO_MAX_PIXELS) throw refused(CLUB_MSG.logoDimensions);
    return checked(raster, upload, width, height);
  }

  const text = textOf(upload);
  if (text === undefined) throw refused(CLUB_MSG.logoType);
  let svg: string;
  try {
    svg = await sanitizeSvg(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof SvgRefused)
      throw refused(error.reason === 'external-reference' ? CLUB_MSG.logoExternalReference : CLUB_MSG.logoType);
    throw error;
  }
  const content = Buffer.from(svg, 'utf8');
  const drawn = dimensionsOf(content);
  return checked('image/svg+xml', content, drawn?.width ?? null, drawn?.height ?? null);
};
