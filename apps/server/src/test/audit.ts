import type { AuditEntryDto, Page } from '@club/domain';
import type { StaffMember, TestApp } from './harness.js';

/** The audit log's entries of one action, as the audit screen lists them to this staff member. */
export const auditEntries = async (t: TestApp, staff: StaffMember, action: string): Promise<AuditEntryDto[]> =>
  (await t.call({ method: 'GET', url: `/api/audit?action=${action}`, headers: staff.headers })).json<Page<AuditEntryDto>>().rows;
