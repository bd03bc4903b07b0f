import { createHash } from 'node:crypto';
import {
  checkRequiredSubscriptionFields,
  isMinor,
  MSG,
  missingAcceptances,
  requiredDocuments,
  showsInstagram,
  subscriptionFormSchema,
  type RequiredDocuments,
  type SubscriptionForm,
} from '@club/domain';
import type { ClubTextKey } from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { zodIssuesToFields } from '../../lib/zod-fields.js';
import type { Outbox } from '../../mail/outbox.js';
import { DOCUMENT_LABELS } from '../../pdf/texts.js';
import type { ClubIdentity } from '../club/identity.js';
import { labelsInForce } from '../club/texts/acceptances.js';
import type { SubscriptionContext } from '../subscriptions/repositories/context.js';
import { recordStateChange } from '../subscriptions/repositories/state.js';
import type { SizeCatalog } from '../subscriptions/sizes.js';
import { settleContacts, type SettledContacts } from './contacts.js';
import { familyAddresses } from './links.js';
import { submittedMail } from './mails.js';
import { applyFormToMember, markSubmitted } from './repositories/submit.js';

export interface SubmissionDeps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
}

/** Another submit of the same form committed first: this one's transaction is rolled back. */
export class LostRace extends Error {}

/** Canonical JSON (sorted keys) of the validated form: a replayed submit has the same hash. */
const submissionHash = (form: SubscriptionForm): string => {
  const sorted = Object.fromEntries(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
};

/**
 * The fields of the form the body lacks or leaves empty, each with its message: a missing one
 * is MISSING_DATA (docs/product.md#family-form), not an invalid one. Empty when none is missing.
 */
export const missingFormFields = (body: Record<string, unknown>): Record<string, string> => {
  const required = checkRequiredSubscriptionFields(body);
  return required.ok ? {} : Object.fromEntries(required.missing.map((field) => [field, MSG.required]));
};

/** A replay of the submit that was recorded answers its id; any other form once it was sent is 409. */
export const replayOrConflict = (subscriptionId: number, storedHash: string | null, hash: string): { subscriptionId: number } => {
  if (storedHash !== null && storedHash === hash) return { subscriptionId };
  throw conflict('ALREADY_SUBMITTED');
};

/** A form checked against its subscription, waiting to be recorded. */
export interface ReadyForm {
  row: SubscriptionContext;
  form: SubscriptionForm;
  hash: string;
  /** The day of the checks: the member's age and the documents are judged on it. */
  today: Date;
  minor: boolean;
  documents: RequiredDocuments;
}

/**
 * What checking a form found: its field errors, or that this very form was sent already (a
 * replay), or that it is ready to record.
 */
export type CheckedForm =
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'sent'; subscriptionId: number }
  | { status: 'ready'; ready: ReadyForm };

/** How a recorded form is confirmed: in which language, and the link the mail gives the family. */
export interface Confirmation {
  language: Language;
  url: string;
  /** A link that opens the subscription by itself (its token): kept sealed in the outbox until sent. */
  secret: boolean;
}

/**
 * Sending the family's form for one subscription (docs/product.md#family-form), however the
 * family reached it: the link's token (features/subscribe/service.ts) or the family space
 * (features/family/forms.ts). The caller has made sure the subscription is the family's and the
 * body's ids are its own; this checks the form and records it.
 */
export class SubscriptionSubmission {
  constructor(private readonly deps: SubmissionDeps) {}

  /**
   * Checks a form whose 22 fields are present, as the server checks every submit: each field's
   * rule, then whether the subscription was sent already (a replay of the same form answers as
   * sent, any other form is 409), then the sizes on file and the acceptances its documents ask.
   * Field errors are returned, not thrown, so that several forms can be checked before any is
   * refused; the keys are the form's own.
   */
  async check(row: SubscriptionContext, body: Record<string, unknown>): Promise<CheckedForm> {
    const parsed = subscriptionFormSchema.safeParse(body);
    if (!parsed.success) return { status: 'invalid', fields: zodIssuesToFields(parsed.error.issues) };
    const form = parsed.data;
    const hash = submissionHash(form);
    if (row.state !== 'SCHEDULED') return { status: 'sent', ...replayOrConflict(row.id, row.submission_hash, hash) };

    const today = this.deps.clock.now();
    const fields: Record<string, string> = {};
    const sizes = await this.deps.sizes.onFile(form.shirtSizeId, form.shortSizeId);
    if (!sizes.shirt) fields.shirtSizeId = MSG.shirtSize;
    if (!sizes.short) fields.shortSizeId = MSG.shortSize;
    const minor = isMinor(form.birthDate, today);
    const documents = requiredDocuments({
      isNew: row.is_new === 1,
      isMinor: minor,
      type: row.type_code === null ? null : { code: row.type_code, addsSchedule: row.type_adds_schedule === 1 },
      group: { sportsCodeOfConduct: (row.group_sports_code_of_conduct ?? 1) === 1, ffnLicense: row.group_ffn_license === 1 },
    });
    Object.assign(fields, missingAcceptances(form, documents.mustAccept));
    if (Object.keys(fields).length > 0) return { status: 'invalid', fields };
    return { status: 'ready', ready: { row, form, hash, today, minor, documents } };
  }

  /**
   * The versions of the texts in force now, which a submit records as accepted. Read before the
   * transaction: on SQLite a read outside it would wait for it.
   */
  labels(): Promise<Record<ClubTextKey, string>> {
    return labelsInForce(this.deps.db);
  }

  /**
   * Records a checked form in the caller's transaction: member, guardian, privacy acceptance,
   * STARTED with its history, the confirmation mail. Throws LostRace when another submit took
   * the subscription from SCHEDULED first: the caller rolls back and answers as a replay.
   */
  async record(
    trx: Transaction<DB>,
    ready: ReadyForm,
    labels: Record<ClubTextKey, string>,
    confirmation: Confirmation,
  ): Promise<SettledContacts> {
    const { row, form, hash, today, minor, documents } = ready;
    const { language } = confirmation;
    const now = today.toISOString();
    const contacts = await settleContacts(trx, row, form, language, now);
    // Taking the row from SCHEDULED is the lock: of two simultaneous submits, one wins, and
    // the other's transaction, guardian included, is rolled back.
    const won = await markSubmitted(trx, row.id, {
      submissionHash: hash,
      at: now,
      form,
      // Who accepted the notice (docs/product.md#privacy); for a minor, the guardian.
      privacyAcceptedBy: minor ? `GUARDIAN ${form.guardianFname} ${form.guardianLname}` : `MEMBER ${form.fname} ${form.lname}`,
      // The version of each text accepted (docs/product.md#legal-texts); the rules and codes
      // only for the renewals that must accept them.
      accepted: {
        privacy: labels.privacy,
        rules: documents.mustAccept.rules ? labels.rules : null,
        codeOfConduct: documents.mustAccept.codeOfConduct ? labels.codeOfConduct : null,
        guardianCodeOfConduct: documents.mustAccept.guardianCodeOfConduct ? labels.guardianCodeOfConduct : null,
      },
      guardianConflict: contacts.conflict,
    });
    if (!won) throw new LostRace();
    await applyFormToMember(trx, row.member_id, {
      form,
      instagramHandle: showsInstagram(form.birthDate, today) ? form.instagramHandle : null,
      guardianId: contacts.guardian.guardianId,
      secondContact: contacts.secondContact,
      language,
      at: now,
    });
    await recordStateChange(trx, { subscriptionId: row.id, from: 'SCHEDULED', to: 'STARTED', by: null, at: now, source: 'FAMILY' });
    // The family's addresses as the submit left them: never one of another family's.
    const to = familyAddresses({
      gu_email: contacts.guardian.email,
      gu_secondary_email: contacts.guardian.secondaryEmail,
      m_email: row.m_email,
      m_second_guardian_email: contacts.secondContact.email,
    });
    await this.queueConfirmation(trx, { row, form, submittedAt: now }, to, documents.checklist, confirmation);
    return contacts;
  }

  /** Once the transaction is committed: what the operators follow. */
  logSubmitted(subscriptionId: number, contacts: SettledContacts, via: 'LINK' | 'FAMILY_SPACE'): void {
    this.deps.log.info(
      { event: 'subscription_submitted', subscriptionId, guardianConflict: contacts.conflict, via },
      'subscription submitted',
    );
  }

  /**
   * The confirmation mail, queued in the submit's transaction, to the family's addresses as
   * they stand after the submit.
   */
  private async queueConfirmation(
    trx: Transaction<DB>,
    submitted: { row: SubscriptionContext; form: SubscriptionForm; submittedAt: string },
    to: string[],
    checklist: RequiredDocuments['checklist'],
    confirmation: Confirmation,
  ): Promise<void> {
    const { row, form, submittedAt } = submitted;
    const { language, url, secret } = confirmation;
    if (to.length === 0) return;
    const mail = submittedMail({
      language,
      firstName: form.fname,
      lastName: form.lname,
      seasonLabel: row.season_label,
      url,
      familySpace: !secret,
      documents: { fr: checklist.map((item) => DOCUMENT_LABELS.fr[item]), en: checklist.map((item) => DOCUMENT_LABELS.en[item]) },
      clubName: await this.deps.club.name(trx),
    });
    await this.deps.outbox.queue(trx, {
      kind: 'SUBSCRIPTION_SUBMITTED',
      to,
      subject: mail.subject,
      text: mail.text,
      language,
      memberId: row.member_id,
      ...(secret ? { link: url } : {}),
      // One confirmation per submission, even if staff reopen the form later.
      dedupeKey: `subscription-submitted:${row.id}:${submittedAt}`,
    });
  }
}
