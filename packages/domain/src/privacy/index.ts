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
  /** A staff account's e-mail address was set, changed or removed (the address is not kept here). */
  'USER_EMAIL_CHANGED',
  /** An admin set a staff member's password back to the default one. */
  'PASSWORD_RESET',
  /** A staff member chose a new password through the link mailed to them. */
  'PASSWORD_RESET_BY_MAIL',
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
  /** An admin changed the club's identity (field names only). */
  'CLUB_IDENTITY_UPDATED',
  /** An admin changed the club's IBAN or BIC (masked: never the full account). */
  'CLUB_BANK_DETAILS_UPDATED',
  'CLUB_LOGO_UPDATED',
  'CLUB_LOGO_REMOVED',
  'CLUB_PLACE_CREATED',
  'CLUB_PLACE_UPDATED',
  'CLUB_PLACE_DELETED',
  /** An admin published a version of one of the club's legal texts (its key and number). */
  'CLUB_TEXT_PUBLISHED',
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
  'CLUB',
  'CLUB_PLACE',
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

/**
 * States of a mail in the outbox; SENDING is shown with the queued ones. A group mail is
 * several messages (one per language and batch of recipients): PARTLY_SENT when some went
 * and the others failed, QUEUED while any is still waiting.
 */
export const OUTBOX_STATES = ['QUEUED', 'SENT', 'PARTLY_SENT', 'FAILED'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** What the outbox shows of a group mail, besides its subject and state. */
export interface OutboxGroupMailDto {
  /** The staff member who wrote it, as named when they sent it. */
  senderName: string;
  groupName: string;
}

export interface OutboxMailDto {
  /** For a group mail, the id of its first message: a retry sends again every failed one. */
  id: number;
  kind: string;
  subject: string;
  /** The addresses reached; for a group mail, the families (its copy to the club not counted). */
  recipients: number;
  state: OutboxState;
  /** Null for any mail that is not a group mail, and for group mails queued before they were grouped. */
  groupMail: OutboxGroupMailDto | null;
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
