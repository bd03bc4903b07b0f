import type { AuditAction } from '@club/domain';

export const auditKeys = {
  all: ['audit'] as const,
  list: (action: AuditAction | null, page: number, pageSize: number) => [...auditKeys.all, 'list', { action, page, pageSize }] as const,
};
