import type { ApiErrorBody } from '@club/domain';
import { AppError } from '../../lib/errors.js';

/**
 * 409 SESSION_ALREADY_EXISTS: this group or sub-group already has a session at that
 * date-time. The body names it (`existingId`) so the screen can offer to open it instead.
 */
export class SessionAlreadyExists extends AppError {
  constructor(readonly existingId: number) {
    super('SESSION_ALREADY_EXISTS', 'A session of this group or sub-group is already recorded at this date and time');
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), existingId: this.existingId };
  }
}
