import type { AuditAction, AuditEntryDto, Page } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { auditKeys } from './queryKeys';

/** GET /audit: one page of the audit log, newest first, optionally one action (admins only). */
export const getAuditLog = (
  action: AuditAction | null,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<AuditEntryDto>> => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (action !== null) query.set('action', action);
  return api.get<Page<AuditEntryDto>>(`/audit?${query.toString()}`, { signal });
};

export const auditLogQueryOptions = (action: AuditAction | null, page: number, pageSize: number) =>
  queryOptions({
    queryKey: auditKeys.list(action, page, pageSize),
    queryFn: ({ signal }) => getAuditLog(action, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (action: AuditAction | null, page: number, pageSize: number) =>
  useQuery(auditLogQueryOptions(action, page, pageSize));
