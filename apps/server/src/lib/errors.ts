import type { ApiErrorBody, ErrorCode } from '@club/domain';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  MISSING_DATA: 400,
  WRONG_PASSWORD: 400,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  LOGOUT: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  PROTECTED_RECORD: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SESSION_ALREADY_EXISTS: 409,
  TEST_FULL: 409,
  OWN_ADMIN_ROLE_REMOVAL: 409,
  TEST_NOT_YET_HELD: 409,
  SECTION_MANAGER_NOT_COACH: 400,
  FAMILY_LINK_INVALID: 410,
  TOO_MANY_REQUESTS: 429,
  UNKNOWN_ERROR: 500,
};

/** An error meant for the client: a code of the catalogue, a status, field messages. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  toBody(): ApiErrorBody {
    return this.fields === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, fields: this.fields };
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (what = 'Forbidden') => new AppError('FORBIDDEN', what);
export const conflict = (what = 'Conflict') => new AppError('CONFLICT', what);
export const badRequest = (fields: Record<string, string>, message = 'Invalid data') => new AppError('BAD_REQUEST', message, fields);
