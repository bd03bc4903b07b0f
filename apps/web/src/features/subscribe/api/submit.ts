import { useMutation } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import type { Language } from '@/lib/language';
import type { SubmittedForm } from '../model/formValues';

export interface SubmitRequest extends SubmittedForm {
  token: string;
  language: Language;
}

/**
 * POST /api/subscription/ (SPEC §4 "Subscription submit"). The server answers a replay of a
 * successful submit with the same id, so a retry after a lost answer is safe.
 */
export const submitSubscription = (request: SubmitRequest): Promise<{ subscriptionId: number }> =>
  exchange<{ subscriptionId: number }>('/subscription/', { method: 'POST', body: request });

export const useSubmitSubscription = () => useMutation({ mutationFn: submitSubscription });
