import type { MemberPrivacySummaryDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { privacyKeys } from './queryKeys';

/** GET /privacy/member/{id}: who the member is and how much the club holds about them. */
export const getMemberSummary = (memberId: number, signal?: AbortSignal): Promise<MemberPrivacySummaryDto> =>
  api.get<MemberPrivacySummaryDto>(`/privacy/member/${memberId}`, { signal });

export const memberSummaryQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: privacyKeys.member(memberId), queryFn: ({ signal }) => getMemberSummary(memberId, signal) });

export const useMemberSummary = (memberId: number) => useQuery(memberSummaryQueryOptions(memberId));
