import { MSG, UPLOAD_MAX_BYTES, type UploadableItem } from '@club/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.js';
import { fileRefused } from './errors.js';

/** What @fastify/multipart is registered with for the upload route: one small field, one file. */
export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 200 };

const isTooLarge = (error: unknown): boolean => (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the upload's form: the field `kind` first, checked by `kindOf` before a byte of the file
 * is kept, then the field `file`, read up to UPLOAD_MAX_BYTES and refused past them (413) without
 * keeping what came.
 */
export const readUploadForm = async (
  request: FastifyRequest,
  kindOf: (value: string | undefined) => UploadableItem,
): Promise<{ kind: UploadableItem; file: Buffer }> => {
  if (!request.isMultipart()) throw fileRefused(415, 'Send the document as multipart/form-data');
  let kind: UploadableItem | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kind = kindOf(typeof part.value === 'string' ? part.value : undefined);
        continue;
      }
      if (part.fieldname !== 'file') throw badRequest({ file: MSG.required }, 'The document goes in the field `file`');
      if (kind === undefined) throw badRequest({ kind: MSG.invalid }, 'The field `kind` comes before the file');
      return { kind, file: await part.toBuffer() };
    }
  } catch (error) {
    if (isTooLarge(error)) throw fileRefused(413, `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    throw error;
  }
  throw badRequest(kind === undefined ? { kind: MSG.invalid } : { file: MSG.required }, 'No document was sent');
};
