import type { HealthRulesDto } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club/health-rules: the rules in force and the version a save must carry (docs/product.md#health-rules). */
export const getHealthRules = (signal?: AbortSignal): Promise<HealthRulesDto> => api.get<HealthRulesDto>('/club/health-rules', { signal });

export const healthRulesQueryOptions = () =>
  queryOptions({ queryKey: clubKeys.healthRules(), queryFn: ({ signal }) => getHealthRules(signal) });

export const useHealthRules = () => useQuery(healthRulesQueryOptions());
