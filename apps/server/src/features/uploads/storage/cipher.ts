import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { UploadsKey } from './key.js';

const CIPHER = 'aes-256-gcm';
const TAG_BYTES = 16;

/** A file as `upload_contents` holds it. */
export interface SealedFile {
  nonce: Buffer;
  /** Ciphertext then the authentication tag. */
  ciphertext: Buffer;
  keyVersion: number;
}

/**
 * Binds a file to its upload's row: a ciphertext copied onto another upload's row fails to open
 * instead of showing one family's document under another's name.
 */
const associatedData = (uploadId: number): Buffer => Buffer.from(`club-manager upload ${uploadId}`, 'utf8');

/** AES-256-GCM with a fresh 96-bit nonce per file. */
export const sealFile = (key: UploadsKey, uploadId: number, plain: Buffer): SealedFile => {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(CIPHER, key.get(), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(uploadId));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return { nonce, ciphertext, keyVersion: key.version };
};

export class UnreadableFileError extends Error {}

/** The file, or UnreadableFileError when the key is not the one it was sealed with, or the bytes were altered. */
export const openFile = (key: UploadsKey, uploadId: number, sealed: SealedFile): Buffer => {
  if (sealed.keyVersion !== key.version)
    throw new UnreadableFileError(`Upload ${uploadId} was sealed with key version ${sealed.keyVersion}`);
  const body = sealed.ciphertext.subarray(0, sealed.ciphertext.length - TAG_BYTES);
  const tag = sealed.ciphertext.subarray(sealed.ciphertext.length - TAG_BYTES);
  let secret: Buffer;
  try {
    secret = key.existing();
  } catch (error) {
    throw new UnreadableFileError(`Upload ${uploadId} cannot be opened: ${(error as Error).message}`);
  }
  try {
    const decipher = createDecipheriv(CIPHER, secret, sealed.nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(uploadId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new UnreadableFileError(`Upload ${uploadId} cannot be opened: was UPLOADS_KEY or the data folder's uploads.key changed?`);
  }
};
