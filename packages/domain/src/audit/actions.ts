/**
 * The names of the audit log (docs/product.md#audit-log) shared by the server, which writes and
 * filters them, and the web screen, which translates them.
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
  /** An admin changed the club's health rules and reminder offsets (docs/product.md#health-rules). */
  'HEALTH_RULES_UPDATED',
  /** An admin changed the licence fee, family discount tiers or ranking rule (docs/product.md#fees-and-payments). */
  'FEE_SETTINGS_UPDATED',
  /** Staff reminded the families of the subscription list's filter of their missing items (how many). */
  'REMINDERS_SENT',
  /** An admin recorded a payment (docs/product.md#fees-and-payments): amount, method, receipt number, subscriptions. */
  'PAYMENT_RECORDED',
  /** An admin recorded money given back (amount, method, subscriptions; never the reason). */
  'REFUND_RECORDED',
  /** An admin granted a subscription a reduction of its fee (the amount; never the reason). */
  'FEE_REDUCTION_GRANTED',
  /** An admin set a subscription's instalment plan (count and first due day; docs/product.md#instalments). */
  'INSTALMENT_PLAN_SET',
  /** An admin removed a subscription's instalment plan: the whole charge is due at once again. */
  'INSTALMENT_PLAN_REMOVED',
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
  'PAYMENT',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
