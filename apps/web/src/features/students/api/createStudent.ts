import type { StudentCreateInput } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /student/: the new member (waiting for a test, in no group); the same child sent twice gives the first id. */
export const createStudent = (input: StudentCreateInput): Promise<{ id: number }> => api.post<{ id: number }>('/student/', input);

export const useCreateStudent = () => useMutation({ mutationFn: createStudent });
