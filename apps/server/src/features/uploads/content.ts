import { UPLOAD_CONTENT_TYPES, type UploadContentType } from '@club/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** The longest side an uploaded image keeps: enough to read a certificate, far less than a phone's camera gives. */
export const IMAGE_MAX_SIDE = 3000;
/** Larger images are refused before being decoded: a small file may claim a huge picture. */
const IMAGE_MAX_PIXELS = 100_000_000;
/** libjpeg at 85: a third of the time mozjpeg takes for a 12-megapixel photo, the text still sharp. */
const JPEG_QUALITY = 85;

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
  try {
    const image = sharp(file, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const bytes =
      sniffed.mime === 'image/jpeg'
        ? await image.jpeg({ quality: JPEG_QUALITY }).toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer();
    return { contentType: sniffed.mime, bytes };
  } catch {
    // A truncated or malformed image, or one past the pixel limit: not a file the club can read.
    return undefined;
  }
};
