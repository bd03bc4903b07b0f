/**
 * Error codes carried in the `code` field of every error body
 * (docs/product.md#errors). The web maps each to a translated message.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UNKNOWN_ERROR',
  'MISSING_DATA',
  'LOGIN_FAILED',
  'WRONG_PASSWORD',
  'PASSWORD_CHANGE_REQUIRED',
  'LOGOUT',
  'PROTECTED_RECORD',
  'TEST_FULL',
  /** An admin may not take the ADMIN role from themself (another admin may). */
  'OWN_ADMIN_ROLE_REMOVAL',
  /** A section's manager is chosen among the coaches (docs/product.md#sections). */
  'SECTION_MANAGER_NOT_COACH',
  /** Results of a try-out test are recorded once it has taken place, not before its date-time. */
  'TEST_NOT_YET_HELD',
  /** A session of this group or sub-group is already recorded at this date-time; `existingId` names it. */
  'SESSION_ALREADY_EXISTS',
  /** A family sign-in link that is unknown, already used or past its 30 minutes (docs/product.md#family-space). */
  'FAMILY_LINK_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Body of every error answer. `fields` maps a field name to a message key
 * (docs/product.md#validation).
 */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** The record the request collides with, for the client to open it (SESSION_ALREADY_EXISTS). */
  existingId?: number;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The status mapping of docs/product.md#errors, seen from the client. */
export const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'UNKNOWN_ERROR';
  }
};
