import { AppError } from '../../lib/errors.js';

/**
 * What a link that opens nothing answers (docs/product.md#family-form): unknown and revoked
 * links look alike; an expired one says so, so the family calls the club.
 */
export const linkNotFound = () => new AppError('NOT_FOUND', 'LINK_INVALID');
export const linkExpired = () => new AppError('NOT_FOUND', 'LINK_EXPIRED');
/** Staff cancelled the subscription: the family is told so, not shown a form or documents. */
export const linkCancelled = () => new AppError('NOT_FOUND', 'SUBSCRIPTION_CANCELLED');
