import { MSG } from '@club/domain';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

/**
 * The form rules of the review, the server's own (approveUploadSchema, rejectUploadSchema) told
 * early so a reviewer fixes a field before anything is sent; the server checks them again.
 */
export interface ApproveValues {
  /** YYYY-MM-DD, '' while empty, 'invalid' while the typed date is unfinished. */
  expiresOn: string;
}

export interface RejectValues {
  reason: string;
}

export const REASON_MIN = 3;
export const REASON_MAX = 1000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A medical certificate needs its last valid day; other documents are accepted as they are. */
export const approveResolver =
  (needsExpiry: boolean): Resolver<ApproveValues> =>
  (values): ResolverResult<ApproveValues> => {
    if (!needsExpiry) return { values: { expiresOn: '' }, errors: {} };
    if (ISO_DAY.test(values.expiresOn)) return { values, errors: {} };
    const message = values.expiresOn === '' ? MSG.required : MSG.invalidDate;
    const errors: FieldErrors<ApproveValues> = { expiresOn: { type: 'validate', message } };
    return { values: {}, errors };
  };

export const rejectResolver: Resolver<RejectValues> = (values): ResolverResult<RejectValues> => {
  const reason = values.reason.trim();
  if (reason.length >= REASON_MIN && reason.length <= REASON_MAX) return { values: { reason }, errors: {} };
  const errors: FieldErrors<RejectValues> = { reason: { type: 'validate', message: MSG.rejectionReason } };
  return { values: {}, errors };
};
