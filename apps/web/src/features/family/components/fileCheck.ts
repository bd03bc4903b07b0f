import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@club/domain/uploads';

export type FileRefusal = 'tooLarge' | 'wrongType';

/**
 * What the page can tell of a file before sending it. The type is the one the browser guessed
 * from the name: a first check only, the server reads the content. A browser that guessed none
 * leaves the server to decide.
 */
export const refusalOf = (file: File): FileRefusal | null => {
  if (file.type !== '' && !(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
};

/** Megabytes as a family reads them, rounded up to a decimal ("10,1" in French), so a file over the limit never reads as on it. */
export const megabytes = (bytes: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.ceil((bytes / (1024 * 1024)) * 10) / 10);

export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);
