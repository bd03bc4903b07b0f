import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guardiansKeys } from './queryKeys';
import type { StudentSummary } from './types';

/** GET /subscription/student/{id}, of which the picker keeps the names and the typed contact. */
export const getStudent = async (studentId: number, signal?: AbortSignal): Promise<StudentSummary> => {
  const detail = await api.get<Omit<StudentSummary, 'subscriptionId'> & { id: number }>(`/subscription/student/${studentId}`, { signal });
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

export const studentQueryOptions = (studentId: number) =>
  queryOptions({ queryKey: guardiansKeys.student(studentId), queryFn: ({ signal }) => getStudent(studentId, signal) });

export const useStudent = (studentId: number | null) =>
  useQuery({ ...studentQueryOptions(studentId ?? 0), enabled: studentId !== null });
