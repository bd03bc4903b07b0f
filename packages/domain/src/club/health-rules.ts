import { z } from 'zod';
import { recordVersionField } from '../groups/fields.js';
import { CLUB_MSG } from './messages.js';

/**
 * The club's health rules and reminders (docs/product.md#health-rules): which health document a
 * subscription asks for, how long a medical certificate lasts, and when families with missing
 * items are reminded.
 */

/**
 * CERTIFICATE: a medical certificate for everyone, valid `certificateValidYears`.
 * QUESTIONNAIRE_FOR_MINORS: minors give a health-questionnaire attestation instead (each season,
 * no expiry); adults a certificate as above.
 */
export const HEALTH_DOCUMENT_RULES = ['CERTIFICATE', 'QUESTIONNAIRE_FOR_MINORS'] as const;
export type HealthDocumentRule = (typeof HEALTH_DOCUMENT_RULES)[number];

/** What one member gives for the checklist's `medicalCertificate` item under the club's rule. */
export const HEALTH_DOCUMENTS = ['CERTIFICATE', 'QUESTIONNAIRE'] as const;
export type HealthDocument = (typeof HEALTH_DOCUMENTS)[number];

export const CERTIFICATE_VALID_YEARS_MAX = 3;
export const REMINDER_OFFSETS_MAX = 5;
export const REMINDER_OFFSET_DAYS_MAX = 180;
/** Families are reminded this many days before a medical certificate's last valid day. */
export const CERTIFICATE_EXPIRY_NOTICE_DAYS = 30;
/**
 * An automatic reminder that fell due more than this many days ago is not sent late: a server
 * that was down a few days catches up, a club turning reminders on does not mail every old link.
 */
export const REMINDER_CATCH_UP_DAYS = 7;

export const healthDocumentFor = (rule: HealthDocumentRule, isMinor: boolean): HealthDocument =>
  rule === 'QUESTIONNAIRE_FOR_MINORS' && isMinor ? 'QUESTIONNAIRE' : 'CERTIFICATE';

/** The last valid day of a certificate dated `from` (YYYY-MM-DD) and valid `years`: the day before its anniversary. */
export const certificateExpiryFrom = (from: string, years: number): string => {
  const date = new Date(`${from}T00:00:00Z`);
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  // 29 February plus a year lands on 1 March: step back to the month's last day first.
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

const offsetsField = z
  .array(
    z
      .number({ error: CLUB_MSG.reminderOffsets })
      .int({ error: CLUB_MSG.reminderOffsets })
      .min(1, { error: CLUB_MSG.reminderOffsets })
      .max(REMINDER_OFFSET_DAYS_MAX, { error: CLUB_MSG.reminderOffsets }),
    { error: CLUB_MSG.reminderOffsets },
  )
  .max(REMINDER_OFFSETS_MAX, { error: CLUB_MSG.reminderOffsets })
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** PUT /api/club/health-rules (admins): every field, with the `version` read. An empty offsets list turns the automatic reminders off. */
export const updateHealthRulesSchema = z.object({
  healthDocument: z.enum(HEALTH_DOCUMENT_RULES, { error: CLUB_MSG.healthDocument }),
  certificateValidYears: z
    .number({ error: CLUB_MSG.certificateValidYears })
    .int({ error: CLUB_MSG.certificateValidYears })
    .min(1, { error: CLUB_MSG.certificateValidYears })
    .max(CERTIFICATE_VALID_YEARS_MAX, { error: CLUB_MSG.certificateValidYears }),
  reminderOffsetsDays: offsetsField,
  version: recordVersionField,
});
export type UpdateHealthRulesInput = z.input<typeof updateHealthRulesSchema>;
export type UpdateHealthRules = z.infer<typeof updateHealthRulesSchema>;

/** GET /api/club/health-rules (staff) and the answer of a change. */
export const healthRulesDto = z.object({
  healthDocument: z.enum(HEALTH_DOCUMENT_RULES),
  certificateValidYears: z.number(),
  /** Days after the subscription link, ascending; empty: no automatic reminder. */
  reminderOffsetsDays: z.array(z.number()),
  version: z.number(),
  updatedAt: z.string().nullable(),
  /** The login of the admin who saved last. */
  updatedBy: z.string().nullable(),
});
export type HealthRulesDto = z.infer<typeof healthRulesDto>;

/** The rules as the server applies them. */
export type HealthRules = Pick<HealthRulesDto, 'healthDocument' | 'certificateValidYears' | 'reminderOffsetsDays'>;
export const DEFAULT_HEALTH_RULES: HealthRules = { healthDocument: 'CERTIFICATE', certificateValidYears: 1, reminderOffsetsDays: [7, 21] };

/**
 * The flag on a coach's attendance sheet (docs/product.md#health-rules): MISSING when the
 * subscription needs the health document and it was not received (a DONE subscription waits for
 * nothing), EXPIRED when the member's medical certificate ended before `on`, the session's day.
 */
export const HEALTH_FLAGS = ['MISSING', 'EXPIRED'] as const;
export type HealthFlag = (typeof HEALTH_FLAGS)[number];

export const healthFlagOf = (input: {
  required: boolean;
  received: boolean;
  done: boolean;
  document: HealthDocument;
  certificateExpiresOn: string | null;
  on: string;
}): HealthFlag | null => {
  if (!input.required) return null;
  if (input.document === 'CERTIFICATE' && input.certificateExpiresOn !== null && input.certificateExpiresOn < input.on) return 'EXPIRED';
  return input.received || input.done ? null : 'MISSING';
};
