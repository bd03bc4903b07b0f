import type { SubmitEnvelope, SubmittedDto } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import type { SubmittedForm } from '../model/formValues';

/** The form with the link's token and the page's language, both always sent. */
export type SubmitRequest = SubmittedForm & Required<Pick<SubmitEnvelope, 'token' | 'language'>>;

/**
 * POST /api/subscription/ (docs/product.md#family-form). The server answers a replay of a
 * successful submit with the same id, so a retry after a lost answer is safe.
 */
export const submitSubscription = (request: SubmitRequest): Promise<SubmittedDto> =>
  exchange<SubmittedDto>('/subscription/', { method: 'POST', body: request });

export const useSubmitSubscription = () => useMutation({ mutationFn: submitSubscription });
