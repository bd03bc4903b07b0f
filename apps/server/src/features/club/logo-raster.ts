import sharp from 'sharp';

/**
 * The logo as mails and PDFs carry it: PNG or JPEG bytes. Most mail programs show no SVG and
 * pdfkit draws PNG and JPEG only, so an SVG logo goes out as a PNG drawn from it.
 */
export interface LogoPicture {
  content: Buffer;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** The logo as stored (features/club/logo.ts checked it at upload). */
export interface StoredLogoContent {
  content: Buffer;
  type: string;
  width: number | null;
  height: number | null;
}

/** An SVG is drawn this many pixels high: sharp at 48 px on a dense screen and at 48 pt in a PDF. */
export const SVG_RENDITION_HEIGHT = 160;

/** A PNG or JPEG taller than this is made smaller: every family's mail carries a copy. */
export const RASTER_MAX_HEIGHT = 400;

/** What an SVG without a size of its own is drawn at by librsvg (72 DPI: 1 unit, 1 pixel). */
const SVG_BASE_DENSITY = 72;
/** sharp accepts densities up to 100000; a tiny drawing needs far less to reach its height. */
const SVG_MAX_DENSITY = 10_000;

const pictureOf = (content: Buffer, type: LogoPicture['type'], width: number, height: number): LogoPicture => ({
  content,
  type,
  width,
  height,
});

/**
 * Draws the SVG at a density that gives SVG_RENDITION_HEIGHT pixels directly, so the shapes are
 * drawn at that size rather than a small bitmap being stretched.
 */
const svgToPng = async (svg: Buffer): Promise<LogoPicture> => {
  const natural = await sharp(svg).metadata();
  const naturalHeight = natural.height > 0 ? natural.height : SVG_RENDITION_HEIGHT;
  const density = Math.min(SVG_MAX_DENSITY, Math.max(1, (SVG_BASE_DENSITY * SVG_RENDITION_HEIGHT) / naturalHeight));
  const { data, info } = await sharp(svg, { density })
    .resize({ height: SVG_RENDITION_HEIGHT, withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  return pictureOf(data, 'image/png', info.width, info.height);
};

/** A PNG or JPEG as it is when small enough, else scaled down in its own format. */
const rasterAsMailed = async (logo: StoredLogoContent, type: LogoPicture['type']): Promise<LogoPicture> => {
  const { width, height } = logo;
  if (width !== null && height !== null && height <= RASTER_MAX_HEIGHT) return pictureOf(logo.content, type, width, height);
  const resized = sharp(logo.content).resize({ height: RASTER_MAX_HEIGHT, withoutEnlargement: true });
  const { data, info } = await (type === 'image/png' ? resized.png() : resized.jpeg({ quality: 90 })).toBuffer({ resolveWithObject: true });
  return pictureOf(data, type, info.width, info.height);
};

/** The PNG or JPEG a mail or a PDF carries for this logo; rejects when the picture cannot be read. */
export const rasterLogo = (logo: StoredLogoContent): Promise<LogoPicture> => {
  if (logo.type === 'image/png' || logo.type === 'image/jpeg') return rasterAsMailed(logo, logo.type);
  if (logo.type === 'image/svg+xml') return svgToPng(logo.content);
  return Promise.reject(new Error(`No rendition for a logo of type ${logo.type}`));
};

/**
 * The current logo's rendition, made once per logo (by its etag) and kept in memory: every mail
 * sent and every PDF made reuses it. Only the last logo is kept, as only it is ever asked for.
 */
export class LogoRenditions {
  #last: { etag: string; picture: Promise<LogoPicture | null> } | undefined;

  /**
   * `load` reads the stored logo when the tag is not the one kept (undefined when it was just
   * removed). A picture that cannot be drawn stays refused for its tag, rather than being tried
   * again for every mail; a failed read is tried again next time.
   */
  of(etag: string, load: () => Promise<StoredLogoContent | undefined>): Promise<LogoPicture | null> {
    const last = this.#last;
    if (last?.etag === etag) return last.picture;
    const read = load();
    const picture = read.then((stored) => (stored === undefined ? null : rasterLogo(stored)));
    const kept = { etag, picture };
    this.#last = kept;
    read.catch(() => {
      if (this.#last === kept) this.#last = undefined;
    });
    return picture;
  }
}
