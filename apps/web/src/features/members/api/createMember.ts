import type { StudentCreateInput, StudentCreateResultDto } from '@club/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * POST /student/: a new member (201, CREATED), or the person found on file (200): EXISTING
 * with the same names and birth date, POSSIBLE_DUPLICATE with near matches and nothing
 * created unless `createAnyway` (contract in the domain's members/duplicates.ts).
 */
export const createMember = (input: StudentCreateInput): Promise<StudentCreateResultDto> =>
  api.post<StudentCreateResultDto>('/student/', input);

export const useCreateMember = () => useMutation({ mutationFn: createMember });
