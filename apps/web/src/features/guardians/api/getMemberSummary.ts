import type { SubscriptionDetailDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guardiansKeys } from './queryKeys';

/** The part of a member's subscription the picker shows: who it is for, what the family typed. */
export type MemberSummary = Pick<
  SubscriptionDetailDto,
  'studentId' | 'firstName' | 'lastName' | 'guardianId' | 'problem' | 'contactLabel' | 'submittedContact'
> & {
  /** The subscription shown, whose typed contact "keep as typed" keeps. */
  subscriptionId: number;
};

/** GET /subscription/student/{id}, of which the picker keeps the names and the typed contact. */
export const getMemberSummary = async (memberId: number, signal?: AbortSignal): Promise<MemberSummary> => {
  const detail = await api.get<SubscriptionDetailDto>(`/subscription/student/${memberId}`, { signal });
  return {
    studentId: detail.studentId,
    subscriptionId: detail.id,
    firstName: detail.firstName,
    lastName: detail.lastName,
    guardianId: detail.guardianId,
    problem: detail.problem,
    contactLabel: detail.contactLabel,
    submittedContact: detail.submittedContact,
  };
};

export const memberSummaryQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: guardiansKeys.member(memberId), queryFn: ({ signal }) => getMemberSummary(memberId, signal) });

export const useMemberSummary = (memberId: number | null) =>
  useQuery({ ...memberSummaryQueryOptions(memberId ?? 0), enabled: memberId !== null });
