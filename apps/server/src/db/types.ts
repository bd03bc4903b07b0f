import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The whole data model (docs/product.md#data). Portable between SQLite and PostgreSQL:
 * flags are integers 0/1, timestamps are ISO 8601 UTC strings, birth dates `YYYY-MM-DD`,
 * prices are integer cents.
 */
type Flag = ColumnType<number, number | undefined, number>;
type Version = ColumnType<number, number | undefined, number>;
/** Kept by the database itself (migration 005: triggers, generated columns); never written by the server. */
type Maintained<T> = ColumnType<T, never, never>;

export interface RoleTable {
  id: number;
  name: string;
}

export interface UserTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  login: string;
  password_hash: string;
  must_change_password: Flag;
  language: string | null;
  /** Optional, stored in lower case (migration 012). */
  email: string | null;
  created_at: string;
  version: Version;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

/** One login = one session (a refresh-token family). Revoking it ends the session at once. */
export interface AuthSessionTable {
  id: string;
  user_id: number;
  persistent: Flag;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  used_at: string | null;
}

/** A password-reset link mailed to a staff member (migration 013): its token is kept hashed only. */
export interface PasswordResetTokenTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** Set once the link was used, or when another way of setting the password made it void. */
  used_at: string | null;
}

export interface LoginThrottleTable {
  /**
   * `pair:<login>|<address>`, `login:<login>` or `ip:<address>`; password-reset requests count
   * under `reset-ip:<address>` and `reset-account:<user id>` (or `reset-account:?<as typed>`);
   * family sign-in requests under `family-ip:<address>` and `family-email:<SHA-256 of the lower-cased e-mail>`.
   */
  key: string;
  /** Attempts counted in the window: failed ones and those still being checked. */
  failures: number;
  window_started_at: string;
  locked_until: string | null;
  /** A pair's last successful login (migration 007). */
  succeeded_at: string | null;
}

export interface TypeTable {
  id: number;
  code: string;
  label_fr: string;
  label_en: string;
  adds_schedule: Flag;
}

export interface PackTable {
  id: number;
  label_fr: string;
  label_en: string;
}

export interface SizeTable {
  id: number;
  label: string;
  sort_order: number;
}

export interface SeasonTable {
  id: Generated<number>;
  label: string;
  start_date: string;
  end_date: string;
  is_current: Flag;
  subscription_count: Maintained<number>;
}

export interface SectionTable {
  id: Generated<number>;
  name: string;
  manager_id: number | null;
  /** 'NONE' for the section "Aucune"; null for ordinary sections. */
  system_role: string | null;
  version: Version;
}

export interface GroupTable {
  id: Generated<number>;
  name: string;
  price_cents: ColumnType<number, number | undefined, number>;
  resub_price_cents: ColumnType<number, number | undefined, number>;
  section_id: number;
  pack_id: number | null;
  type_id: number | null;
  ffn_license: Flag;
  should_receive_sub_mail: Flag;
  /** Comma-separated addresses that receive the group's mails. */
  email_list: ColumnType<string, string | undefined, string>;
  /** Off: no swimmer's code of conduct for the group (docs/product.md#required-documents). */
  sports_code_of_conduct: Flag;
  /** 'NONE' for the group "Aucun", 'REMOVED' for the removed-members group; null otherwise. */
  system_role: string | null;
  version: Version;
  /** Members whose group this is. */
  student_count: Maintained<number>;
}

export interface GroupCoachTable {
  group_id: number;
  user_id: number;
}

export interface GroupNextTable {
  group_id: number;
  possible_group_id: number;
}

export interface SubGroupTable {
  id: Generated<number>;
  group_id: number;
  name: string;
}

export interface SubGroupCoachTable {
  sub_group_id: number;
  user_id: number;
}

export interface GuardianTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  secondary_email: string | null;
  secondary_phone_number: string | null;
  language: string | null;
  created_at: string;
  version: Version;
  /** Lower-cased names and e-mail: the list's order, case-insensitive filters and look-ups. */
  last_name_key: Maintained<string>;
  first_name_key: Maintained<string>;
  email_key: Maintained<string>;
  /** Migration 008: the lower-cased secondary e-mail, for the public form's look-up. */
  secondary_email_key: Maintained<string | null>;
}

export interface MemberTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Lower-cased names: the lists' order and case-insensitive filters. */
  last_name_key: Maintained<string>;
  first_name_key: Maintained<string>;
  gender: string;
  birth_date: string;
  birth_place: string | null;
  nationality: string | null;
  instagram_handle: string | null;
  school: string | null;
  school_level: string | null;
  shirt_size_id: number | null;
  short_size_id: number | null;
  /** Contact info of the member (docs/product.md#data). */
  email: string | null;
  phone_number: string | null;
  address: string | null;
  address_comp: string | null;
  zip_code: string | null;
  city: string | null;
  country: string | null;
  guardian_id: number | null;
  second_guardian_email: string | null;
  second_guardian_phone: string | null;
  group_id: number | null;
  sub_group_id: number | null;
  next_year_group_id: number | null;
  language: string | null;
  /** When the member left the club or was not admitted (retention rules). */
  left_at: string | null;
  created_at: string;
  updated_at: string;
  version: Version;
  /** Migration 003: when the retention job replaced the member's identity. */
  anonymised_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 008: the lower-cased second-contact e-mail, for the public form's look-up. */
  second_guardian_email_key: Maintained<string | null>;
  /** Migration 018: the lower-cased own e-mail, for the family space's sign-in. */
  email_key: Maintained<string | null>;
  /** Migration 021: the last valid day (`YYYY-MM-DD`) of the medical certificate staff accepted last. */
  certificate_expires_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubscriptionTable {
  id: Generated<number>;
  member_id: number;
  season_id: number;
  group_id: number | null;
  state: string;
  is_new: Flag;
  token_hash: string | null;
  token_expires_at: string | null;
  subscription_form: Flag;
  rules: Flag;
  id_photo: Flag;
  asm_pdf: Flag;
  medical_certificate: Flag;
  payment: Flag;
  ffn_license: Flag;
  code_of_conduct: Flag;
  guardian_code_of_conduct: Flag;
  process_date: string | null;
  privacy_version: string | null;
  privacy_accepted_by: string | null;
  privacy_accepted_at: string | null;
  covid_clause: Flag;
  created_at: string;
  updated_at: string;
  version: Version;
  /** Migration 004: the contact as the family typed it, and whether staff must choose the guardian. */
  guardian_first_name: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_last_name: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_email: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_secondary_email: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_secondary_phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_conflict: Flag;
  submission_hash: ColumnType<string | null, string | null | undefined, string | null>;
  submitted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 016: the label of the version of each text a renewal accepted on the form (like `privacy_version`). */
  rules_version: ColumnType<string | null, string | null | undefined, string | null>;
  code_of_conduct_version: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_code_of_conduct_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 021: when the current subscription link was made; the automatic reminders count from it. */
  link_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 017: how and on which day (`YYYY-MM-DD`) the family paid, set when staff tick the payment. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>;
  paid_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubscriptionStateChangeTable {
  id: Generated<number>;
  subscription_id: number;
  from_state: string | null;
  to_state: string;
  changed_by: number | null;
  changed_at: string;
  /** Migration 004: STAFF, FAMILY, RENEWAL or SYSTEM. */
  source: ColumnType<string, string | undefined, string>;
}

export interface TestTable {
  id: Generated<number>;
  scheduled_at: string;
  capacity: number;
  min_birth_year: number;
  max_birth_year: number;
  type_id: number;
  location: string;
  completed: Flag;
  created_at: string;
  version: Version;
}

export interface TestGroupTable {
  test_id: number;
  group_id: number;
}

export interface TestMemberTable {
  test_id: number;
  member_id: number;
  /** Group chosen at the end of the test; null with `failed` = 1 when not admitted. */
  result_group_id: number | null;
  failed: Flag;
  assigned_at: string;
}

export interface TrainingSessionTable {
  id: Generated<number>;
  group_id: number;
  sub_group_id: number | null;
  date: string;
  created_by: number | null;
  /** Client-chosen key so a retried submit is recorded once. */
  client_key: string | null;
  transmitted: Flag;
  created_at: string;
  version: Version;
  /** Counts of the attendance sheet: present (late included), absent, and late. */
  participants: Maintained<number>;
  absences: Maintained<number>;
  lates: Maintained<number>;
  /** The sub-group it was recorded for, kept by a trigger once that sub-group is deleted (migration 011). */
  former_sub_group_id: Maintained<number | null>;
  /** The planned session this sheet fills; null for an extra session (migration 025). */
  planned_session_id: Generated<number | null>;
}

export interface AttendanceTable {
  session_id: number;
  member_id: number;
  is_absent: Flag;
  is_late: Flag;
  /** Absent with a family's report covering the session's day (docs/product.md#absences). */
  is_excused: Flag;
  /** When the coach ticked this swimmer, as the phone saw it: the latest change wins a merge (migration 026). */
  changed_at: Generated<string | null>;
}

/** Every change a sheet brought, applied or not (docs/product.md#offline-attendance). */
export interface AttendanceChangeTable {
  id: Generated<number>;
  session_id: number;
  member_id: number;
  is_absent: number;
  is_late: number;
  changed_at: string;
  changed_by: number | null;
  client_key: string;
  applied: number;
  recorded_at: string;
}

export interface TimeSlotTable {
  id: Generated<number>;
  group_id: number;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  start_time: string;
  end_time: string;
  location: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  /** JSON arrays of addresses. */
  to_addresses: string;
  bcc_addresses: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  language: string;
  /** QUEUED, SENDING, SENT or FAILED. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Lets a caller queue a mail at most once (double submits). */
  dedupe_key: string | null;
  /** Migration 004: JSON list of {filename, contentType, base64}; null without attachments. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 009: the member the mail is about (erasure and export find it by id); null for group mails. */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 009: the mail's secret link, sealed (mail/link-seal.ts) until it is sent, then null. */
  sealed_link: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 014: the group mail this message is part of (one per language and batch); null for any other mail. */
  group_mail_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 014: the From display name when the row has its own (MAIL_FROM's address stays); null: MAIL_FROM as is. */
  from_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 014: the Reply-To address; null: none. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 029: a member an outbox mail is about (erasure and the data export find the mail by it). */
export interface MailMemberTable {
  member_id: number;
  mail_id: number;
}

/** Migration 029: one To or Bcc address of an outbox mail, lower case. */
export interface MailRecipientTable {
  address: string;
  mail_id: number;
}

/** Migration 014: a group mail as the person who sent it sees it; its messages are rows of mail_outbox. */
export interface GroupMailTable {
  id: Generated<number>;
  group_id: number | null;
  /** The group's and the sender's names when it was sent. */
  group_name: string;
  sender_id: number | null;
  sender_name: string;
  created_at: string;
  /** A double submit within the same minute queues the mail once. */
  dedupe_key: string | null;
}

/** Migration 003: who did what to which record, and when (never a child's name). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** Null for the server's own jobs (retention). */
  actor_id: number | null;
  actor_login: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  /** JSON object of ids and counts. */
  details: string | null;
}

/** A backup taken by the server or a PostgreSQL dump it was told about (migration 010). */
export interface BackupRunTable {
  id: Generated<number>;
  /** NIGHTLY, MANUAL (npm run backup) or POSTGRES_DUMP (npm run backup:record). */
  kind: string;
  /** RUNNING, OK or FAILED. */
  status: string;
  started_at: string;
  finished_at: string | null;
  location: string | null;
  size_bytes: number | null;
  /** The second folder the copy went to, when one is set. */
  copied_to: string | null;
  error: string | null;
  /** When the admins were mailed about this run's failure. */
  alerted_at: string | null;
}

/** The club's identity, bank details and logo: one row, id 1 (migration 015). */
export interface ClubSettingsTable {
  id: number;
  /** Null until an admin names the club: MAIL_FROM's display name stands for it. */
  name: string | null;
  short_name: string | null;
  /** The address lines joined by line feeds. */
  address_lines: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  registration_number: string | null;
  federation_number: string | null;
  president_name: string | null;
  president_title: string | null;
  treasurer_name: string | null;
  treasurer_title: string | null;
  /** Compact and upper case (`FR76…`). */
  iban: string | null;
  bic: string | null;
  /** The checked (and, for an SVG, sanitised) bytes the server serves. */
  logo: Buffer | null;
  logo_type: string | null;
  logo_etag: string | null;
  logo_width: number | null;
  logo_height: number | null;
  version: Version;
  updated_at: string | null;
  updated_by: number | null;
  /** Migration 021: CERTIFICATE or QUESTIONNAIRE_FOR_MINORS (docs/product.md#health-rules). */
  health_document: ColumnType<string, string | undefined, string>;
  certificate_valid_years: ColumnType<number, number | undefined, number>;
  /** The reminder offsets in days after the link, a JSON array of integers. */
  reminder_offsets: ColumnType<string, string | undefined, string>;
  health_rules_version: Version;
  health_rules_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  health_rules_updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 023 (docs/product.md#fees-and-payments): the licence's fee, the family discount tiers (JSON) and their ranking. */
  licence_fee_cents: ColumnType<number, number | undefined, number>;
  family_discounts: ColumnType<string, string | undefined, string>;
  discount_rank_rule: ColumnType<string, string | undefined, string>;
  fees_version: Version;
  fees_updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  fees_updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 024 (docs/product.md#instalments): BALANCE_ZERO or FIRST_INSTALMENT; the overdue reminder days (JSON). */
  payment_tick_rule: ColumnType<string, string | undefined, string>;
  overdue_reminder_offsets: ColumnType<string, string | undefined, string>;
}

/** A pool where tests and sessions take place (migration 015). */
export interface ClubPlaceTable {
  id: Generated<number>;
  name: string;
  /** The name folded (accents, case), unique. */
  name_key: string;
  address: string | null;
  /** At most one row has 1. */
  is_default: Flag;
  sort_order: number;
  version: Version;
  created_at: string;
}

/** The last invoice number given in a season (migration 017). */
export interface InvoiceSequenceTable {
  season_id: number;
  last_number: number;
}

/** An issued invoice: its number and a copy of what it says (migration 017). */
export interface InvoiceTable {
  id: Generated<number>;
  subscription_id: number;
  season_id: number;
  number: number;
  /** The season's label and the number on 4 digits: `2026-2027-0001`. */
  reference: string;
  issued_at: string;
  issued_by: number | null;
  payer_name: string;
  /** The address lines joined by line feeds; empty when none is on file. */
  payer_address: string;
  member_name: string;
  amount_cents: number;
  /** CASH, CHEQUE, TRANSFER, CARD or OTHER; null when staff did not say. */
  payment_method: string | null;
  /** `YYYY-MM-DD` */
  paid_on: string;
  description: string;
}

/** One published version of one of the club's legal texts, in Markdown (migration 016). */
export interface ClubTextTable {
  id: Generated<number>;
  /** A key of the domain's CLUB_TEXT_KEYS. */
  key: string;
  /** 1, 2… per key; unique with the key. */
  version: number;
  fr: string;
  en: string;
  published_at: string;
  /** The admin who published it; null once their account is deleted. */
  published_by: number | null;
}

/** A sign-in link of the family space mailed to an address (migration 018): its token is kept hashed only. */
export interface FamilySignInLinkTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  /** The address the link was mailed to, lower-cased. */
  email_key: string;
  created_at: string;
  expires_at: string;
  /** Set once the link was exchanged for a session. */
  used_at: string | null;
}

/** A browser signed in to the family space (migration 018). */
export interface FamilySessionTable {
  id: Generated<number>;
  /** SHA-256 of the session cookie's value, hex. */
  token_hash: string;
  /** The signed-in address, lower-cased: the session sees the members attached to it. */
  email_key: string;
  created_at: string;
  /** Updated at most once a minute. */
  last_seen_at: string;
  expires_at: string;
  /** Set when the session was signed out or ended from the family page. */
  ended_at: string | null;
  /** A short description of the browser, from its User-Agent ("Firefox on Android"). */
  device: string | null;
}

/** A club text signed online from the family space for a subscription (migration 019). */
export interface AcknowledgementTable {
  id: Generated<number>;
  subscription_id: number;
  member_id: number;
  /** A signable text's key (`SIGNABLE_TEXT_KEYS`). */
  text_key: string;
  /** The label of the version signed (`textVersionLabel`); unique with the subscription and the key. */
  version: string;
  /** The signer's full name as typed. */
  signed_name: string;
  signed_at: string;
  /** The family session's address, lower-cased. */
  email_key: string;
  /** The client address the signature came from. */
  ip_address: string;
}

/** A file a family uploaded for a subscription's checklist item, and its review (migration 020). */
export interface UploadTable {
  id: Generated<number>;
  subscription_id: number;
  member_id: number;
  /** An uploadable checklist item (`UPLOADABLE_ITEMS`). */
  kind: string;
  /** PENDING, APPROVED or REJECTED. */
  status: string;
  /** As sniffed from the content: application/pdf, image/jpeg or image/png. */
  content_type: string;
  /** Size of the file as stored (after re-encoding), before encryption. */
  byte_size: number;
  uploaded_at: string;
  /** The family space's address it came from, lower-cased. */
  uploaded_by: string;
  reviewed_at: string | null;
  /** The reviewer's user id; null once their account is deleted. */
  reviewed_by: number | null;
  rejection_reason: string | null;
  /** An approved medical certificate's last valid day, `YYYY-MM-DD`. */
  expires_on: string | null;
}

/** A reminder mailed to a family (migration 021): unique per member, kind and key, so sent once. */
export interface FamilyReminderTable {
  id: Generated<number>;
  member_id: number;
  subscription_id: number | null;
  /** MISSING_ITEMS, BULK or CERTIFICATE_EXPIRY (`REMINDER_KINDS`). */
  kind: string;
  /** `{subscriptionId}:{offset}` for MISSING_ITEMS, `{subscriptionId}:{day}` for BULK, the certificate's last day for CERTIFICATE_EXPIRY. */
  reminder_key: string;
  sent_at: string;
  /** The staff member who sent a BULK reminder. */
  sent_by: number | null;
}

/** A family's correction of what it entered, waiting for staff or reviewed (migration 022). */
export interface SubscriptionCorrectionTable {
  id: Generated<number>;
  subscription_id: number;
  member_id: number;
  /** PENDING, APPLIED, REJECTED or SUPERSEDED (`CORRECTION_STATUSES`). */
  status: string;
  /** JSON object: each corrected field (`CORRECTABLE_FIELDS`) and the value asked. */
  changes: string;
  /** JSON object: the same fields' values on file when the correction was sent. */
  previous: string;
  note: string | null;
  submitted_at: string;
  /** The family space's address it came from, lower-cased. */
  submitted_by: string;
  reviewed_at: string | null;
  reviewed_by: number | null;
  reason: string | null;
}

/** An upload's file, AES-256-GCM encrypted under the key of `key_version` (migration 020). */
export interface UploadContentTable {
  upload_id: number;
  nonce: Buffer;
  /** The encrypted bytes followed by the 16-byte authentication tag. */
  ciphertext: Buffer;
  key_version: number;
}

/** Migration 023: reductions staff grant a subscription, with their reason. */
export interface FeeReductionTable {
  id: Generated<number>;
  subscription_id: number;
  amount_cents: number;
  reason: string;
  created_at: string;
  created_by: number | null;
}

/** Migration 023: the last number given per kind of document (RECEIPT) and season. */
export interface DocumentSequenceTable {
  kind: string;
  season_id: number;
  last_number: number;
}

/** Migration 023: money received (PAYMENT) or given back (REFUND). */
export interface PaymentTable {
  id: Generated<number>;
  kind: string;
  season_id: number;
  receipt_number: number | null;
  receipt_reference: string | null;
  method: string;
  reference: string | null;
  paid_on: string;
  amount_cents: number;
  reason: string | null;
  payer_name: string;
  payer_address: string;
  recorded_at: string;
  recorded_by: number | null;
  /** Migration 024: the day a cheque may be cashed; null for other methods. */
  deposit_on: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 024: a payment attestation issued for a child's season, what it certifies copied. */
export interface PaymentAttestationTable {
  id: Generated<number>;
  subscription_id: number;
  season_id: number;
  number: number;
  reference: string;
  issued_at: string;
  member_name: string;
  member_birth_date: string;
  payer_name: string;
  payer_address: string;
  description: string;
  paid_cents: number;
  last_paid_on: string | null;
}

/** Migration 024: a subscription's instalment plan (the parts follow its charge). */
export interface InstalmentPlanTable {
  subscription_id: number;
  instalment_count: number;
  first_due_on: string;
  updated_at: string;
  updated_by: number | null;
}

/** Migration 023: how much of a payment goes to each subscription (null once the subscription is deleted). */
export interface PaymentAllocationTable {
  id: Generated<number>;
  payment_id: number;
  subscription_id: number | null;
  member_name: string;
  amount_cents: number;
}

/** Days without training, at every pool (`location` null) or one (docs/product.md#planning). */
export interface ClosureTable {
  id: Generated<number>;
  from_day: string;
  to_day: string;
  location: string | null;
  label: string;
  created_by: number | null;
  created_at: string;
}

/** A session the weekly time slots plan for a day (docs/product.md#planning). */
export interface PlannedSessionTable {
  id: Generated<number>;
  group_id: number;
  time_slot_id: number | null;
  day: string;
  starts_at: string;
  ends_at: string;
  location: string;
  status: 'PLANNED' | 'CANCELLED';
  cancel_reason: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  /** RFC 5545 SEQUENCE: up by one on every change a calendar shows. */
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A private, revocable URL's public id; the secret part is an HMAC of it (features/private-links). */
export interface PrivateLinkTable {
  id: string;
  kind: string;
  /** The group id, the coach's user id or the family's address key. */
  subject: string;
  created_at: string;
  revoked_at: string | null;
}

/** A child reported absent by the family (docs/product.md#absences). */
export interface AbsenceTable {
  id: Generated<number>;
  member_id: number;
  from_day: string;
  to_day: string;
  planned_session_id: number | null;
  reason: string | null;
  source: 'FAMILY' | 'LINK';
  created_at: string;
  withdrawn_at: string | null;
}

export interface DB {
  roles: RoleTable;
  users: UserTable;
  user_roles: UserRoleTable;
  auth_sessions: AuthSessionTable;
  refresh_tokens: RefreshTokenTable;
  login_throttle: LoginThrottleTable;
  password_reset_tokens: PasswordResetTokenTable;
  types: TypeTable;
  packs: PackTable;
  shirt_sizes: SizeTable;
  short_sizes: SizeTable;
  seasons: SeasonTable;
  sections: SectionTable;
  groups: GroupTable;
  group_coaches: GroupCoachTable;
  group_next: GroupNextTable;
  sub_groups: SubGroupTable;
  sub_group_coaches: SubGroupCoachTable;
  guardians: GuardianTable;
  members: MemberTable;
  subscriptions: SubscriptionTable;
  subscription_state_changes: SubscriptionStateChangeTable;
  tests: TestTable;
  test_groups: TestGroupTable;
  test_members: TestMemberTable;
  training_sessions: TrainingSessionTable;
  attendances: AttendanceTable;
  time_slots: TimeSlotTable;
  mail_outbox: MailOutboxTable;
  mail_members: MailMemberTable;
  mail_recipients: MailRecipientTable;
  group_mails: GroupMailTable;
  audit_log: AuditLogTable;
  backup_runs: BackupRunTable;
  club_settings: ClubSettingsTable;
  club_places: ClubPlaceTable;
  club_texts: ClubTextTable;
  invoice_sequences: InvoiceSequenceTable;
  invoices: InvoiceTable;
  family_sign_in_links: FamilySignInLinkTable;
  family_sessions: FamilySessionTable;
  acknowledgements: AcknowledgementTable;
  uploads: UploadTable;
  upload_contents: UploadContentTable;
  family_reminders: FamilyReminderTable;
  subscription_corrections: SubscriptionCorrectionTable;
  fee_reductions: FeeReductionTable;
  document_sequences: DocumentSequenceTable;
  payments: PaymentTable;
  payment_allocations: PaymentAllocationTable;
  instalment_plans: InstalmentPlanTable;
  payment_attestations: PaymentAttestationTable;
  closures: ClosureTable;
  planned_sessions: PlannedSessionTable;
  private_links: PrivateLinkTable;
  absences: AbsenceTable;
  attendance_changes: AttendanceChangeTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type MemberRow = Selectable<MemberTable>;
export type GroupRow = Selectable<GroupTable>;
export type MailRow = Selectable<MailOutboxTable>;
