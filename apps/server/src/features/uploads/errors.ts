import { MSG } from '@club/domain';
import { AppError } from '../../lib/errors.js';

/**
 * A file refused for what it is (docs/product.md#family-uploads): 413 past UPLOAD_MAX_BYTES, 415
 * for a type the club does not accept. The body is the usual BAD_REQUEST with the `file` field,
 * so a client shows it where it shows any field error; the status tells which.
 */
export const fileRefused = (status: 413 | 415, message: string): AppError => {
  const error = new AppError('BAD_REQUEST', message, { file: MSG.invalid });
  Object.defineProperty(error, 'status', { value: status });
  return error;
};
