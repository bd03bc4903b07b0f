import type { GroupSummaryDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** GET /group/summary: id and name of every group, to name a student's next-year group. */
export const getGroupSummaries = (signal?: AbortSignal): Promise<GroupSummaryDto[]> =>
  api.get<GroupSummaryDto[]>('/group/summary', { signal });

export const groupSummariesQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.summaries(), queryFn: ({ signal }) => getGroupSummaries(signal) });

export const useGroupSummaries = () => useQuery(groupSummariesQueryOptions());
