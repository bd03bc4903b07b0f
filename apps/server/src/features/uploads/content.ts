import { UPLOAD_CONTENT_TYPES, type UploadContentType } from '@club/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Turns } from '../../lib/turns.js';

/** The longest side an uploaded image keeps: enough to read a certificate, far less than a phone's camera gives. */
export const IMAGE_MAX_SIDE = 3000;
/**
 * Larger images are refused before being decoded: a small file may claim a huge picture. 50
 * megapixels passes a phone's full-resolution photo (8160 × 6120); an image of 16 bits per
 * channel, twice the memory per pixel and made by no phone camera, gets half of it.
 */
const IMAGE_MAX_PIXELS = 50_000_000;
const DEEP_IMAGE_MAX_PIXELS = 25_000_000;
/** Images decoded at once: each takes a core and up to a few hundred megabytes; others wait their turn. */
const IMAGES_AT_ONCE = 2;
/** libjpeg at 85: a third of the time mozjpeg takes for a 12-megapixel photo, the text still sharp. */
const JPEG_QUALITY = 85;
/**
 * The standard Huffman tables, not ones optimised per picture: optimising keeps the whole picture's
 * blocks in memory until the end (measured: 100 MB more at the peak of a 12-megapixel photo, two
 * photos at once the server's peak, docs/bench.md#limits) for a file 3 % smaller. Same pixels.
 */
const JPEG_OPTIONS = { quality: JPEG_QUALITY, optimiseCoding: false };

export interface StoredContent {
  contentType: UploadContentType;
  bytes: Buffer;
}

const isAccepted = (mime: string | undefined): mime is UploadContentType =>
  mime !== undefined && (UPLOAD_CONTENT_TYPES as readonly string[]).includes(mime);

/**
 * The file as the club keeps it, or undefined when it is not one the club accepts
 * (docs/product.md#family-uploads). The type comes from the content alone, never from the name or
 * the type the browser announced. Images are decoded and written again: turned upright per their
 * EXIF orientation, every metadata block dropped (EXIF with its GPS position, XMP, ICC, comments),
 * the long side capped, the format kept; whatever else a file carried does not survive. PDFs are
 * kept as they are.
 */
export const storedContentOf = async (file: Buffer): Promise<StoredContent | undefined> => {
  const sniffed = await fileTypeFromBuffer(file);
  if (!isAccepted(sniffed?.mime)) return undefined;
  if (sniffed.mime === 'application/pdf') return { contentType: sniffed.mime, bytes: file };
  const mime = sniffed.mime;
  return imageTurns.run(() => reencoded(file, mime));
};

const imageTurns = new Turns(IMAGES_AT_ONCE);

const reencoded = async (file: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<StoredContent | undefined> => {
  try {
    const header = await sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    const deep = header.depth !== undefined && header.depth !== 'uchar' && header.depth !== 'char';
    if (deep && (header.width ?? 0) * (header.height ?? 0) > DEEP_IMAGE_MAX_PIXELS) return undefined;
    const image = sharp(file, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const bytes = mime === 'image/jpeg' ? await image.jpeg(JPEG_OPTIONS).toBuffer() : await image.png({ compressionLevel: 9 }).toBuffer();
    return { contentType: mime, bytes };
  } catch {
    // A truncated or malformed image, or one past the pixel limit: not a file the club can read.
    return undefined;
  }
};
