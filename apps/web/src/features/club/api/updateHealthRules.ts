import type { HealthRulesDto, UpdateHealthRulesInput } from '@club/domain/club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** PUT /club/health-rules with every field and the version loaded: a newer one on the server answers 409. */
export const updateHealthRules = (rules: UpdateHealthRulesInput): Promise<HealthRulesDto> =>
  api.put<HealthRulesDto>('/club/health-rules', rules);

export const useUpdateHealthRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealthRules,
    onSuccess: (rules) => queryClient.setQueryData(clubKeys.healthRules(), rules),
  });
};
