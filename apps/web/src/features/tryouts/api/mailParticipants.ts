import type { TryoutMailDto } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /test/{id}/mail: queues the convocation to every participant's family. */
export const mailParticipants = (testId: number): Promise<TryoutMailDto> => api.get<TryoutMailDto>(`/test/${testId}/mail`);

export const useMailParticipants = () => useMutation({ mutationFn: mailParticipants });
