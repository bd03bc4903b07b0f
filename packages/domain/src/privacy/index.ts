import { z } from 'zod';
import { textInput } from '../text.js';

/**
 * Audit log and mail outbox (QUALITY.md privacy and reliability): the names shared by the
 * server, which writes and filters them, and the web screens, which translate them.
 */

/** What an audit row records. A row never holds a child's name: only ids and counts. */
export const AUDIT_ACTIONS = [
  'EXPORT_VIEWED',
  'ROLES_CHANGED',
  'USER_DELETED',
  'GROUP_DELETED',
  'SECTION_DELETED',
  'SUB_GROUP_DELETED',
  'TEST_DELETED',
  'MEMBER_DELETED',
  /** The contact typed for a member already on file, applied to that member (field names only). */
  'MEMBER_CONTACT_UPDATED',
  'MEMBER_ERASED',
  'MEMBER_ANONYMISED',
  'MAIL_RETRIED',
  /** Staff cancelled a season's subscription (the member and their history stay). */
  'SUBSCRIPTION_CANCELLED',
  /** Staff turned a renewal into a first subscription or back (form, documents and price follow). */
  'SUBSCRIPTION_KIND_CHANGED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit row is about; exports name the file kind. */
export const AUDIT_TARGETS = [
  'USER',
  'GROUP',
  'SECTION',
  'SUB_GROUP',
  'TEST',
  'MEMBER',
  'MAIL',
  'MEMBERS_EXPORT',
  'ATTENDANCE_EXPORT',
  'MEMBER_DATA_EXPORT',
  'SUBSCRIPTION',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export interface AuditEntryDto {
  id: number;
  at: string;
  actor: { id: number; login: string | null; firstName: string | null; lastName: string | null } | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | null;
  /** Counts and ids only (e.g. roles given, rows removed). */
  details: Record<string, unknown> | null;
}

/** States of a mail in the outbox; SENDING is shown with the queued ones. */
export const OUTBOX_STATES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export interface OutboxMailDto {
  id: number;
  kind: string;
  subject: string;
  recipients: number;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The erase dialog asks to type the member's last name; the server checks it again. */
export const ERASE_CONFIRMATION_MISMATCH = 'ERASE_CONFIRMATION_MISMATCH';
export const eraseMemberSchema = z.object({
  lastName: textInput(ERASE_CONFIRMATION_MISMATCH).max(200, { error: ERASE_CONFIRMATION_MISMATCH }),
});
export type EraseMemberInput = z.input<typeof eraseMemberSchema>;

/** What the personal-data screen shows before an export or an erasure. */
export interface MemberPrivacySummaryDto {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  groupName: string | null;
  leftAt: string | null;
  anonymisedAt: string | null;
  counts: { guardians: number; subscriptions: number; attendances: number; tests: number; mails: number };
}
