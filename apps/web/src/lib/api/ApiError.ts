import { codeForStatus, isErrorCode, type ErrorCode } from '@club/domain';

/** Status of an error raised before any answer: the server could not be reached. */
export const NETWORK_FAILURE_STATUS = 0;

/** A failed API call: the HTTP status, the catalogue code and the per-field message keys. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Field name → message key (docs/product.md#validation), for inline form errors. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** The record the request collides with (SESSION_ALREADY_EXISTS), for the screen to open it. */
    readonly existingId: number | null = null,
  ) {
    super(message);
  }

  get isNetworkFailure(): boolean {
    return this.status === NETWORK_FAILURE_STATUS;
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(NETWORK_FAILURE_STATUS, 'UNKNOWN_ERROR', 'The server could not be reached');
    error.cause = cause;
    return error;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringFields = (value: unknown): Record<string, string> => {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) if (typeof message === 'string') fields[name] = message;
  return fields;
};

/**
 * Reads an error answer. The body `{code, message, fields?}` is trusted only as far as
 * it matches the catalogue; otherwise the status decides (docs/product.md#errors: 400 BAD_REQUEST,
 * 404 NOT_FOUND, 5xx and the rest UNKNOWN_ERROR).
 */
export const apiErrorFromResponse = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null);
  const statusCode = codeForStatus(response.status);
  if (!isRecord(body)) return new ApiError(response.status, statusCode, response.statusText || statusCode);
  // A 5xx never explains itself to the user, whatever its body says.
  const code = response.status < 500 && isErrorCode(body.code) ? body.code : statusCode;
  const message = typeof body.message === 'string' ? body.message : statusCode;
  const existingId =
    typeof body.existingId === 'number' && Number.isSafeInteger(body.existingId) && body.existingId > 0 ? body.existingId : null;
  return new ApiError(response.status, code, message, stringFields(body.fields), existingId);
};
