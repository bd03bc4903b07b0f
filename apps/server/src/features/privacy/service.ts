import { ERASE_CONFIRMATION_MISMATCH, foldName, type ErasureResultDto, type MemberPrivacySummaryDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { hideTokenLinks } from '../../mail/link-seal.js';
import { outboxFolder } from '../../mail/transport.js';
import { recordAudit } from '../audit/record.js';
import { correctionsForExport } from '../corrections/export.js';
import { acknowledgementsOf, deleteAcknowledgementsOfMembers } from '../family/repositories/acknowledgements.js';
import { signaturesForExport } from '../family/signable.js';
import { deleteMembersPermanently } from '../members/repository.js';
import { deleteLinksOf } from '../private-links/repository.js';
import { uploadedDocumentsOf } from '../uploads/export.js';
import { deleteUploadsOfMembers } from '../uploads/repositories/uploads.js';
import { forgetMails, isAbout, parseAddresses, removeMailCopies } from './mails.js';
import { forgetMemberInPayments } from './payment-names.js';
import {
  addressesStillInUse,
  attendancesOf,
  countRows,
  emptyWriteAheadLog,
  findGuardian,
  findMemberForPrivacy,
  guardianUsedByOthers,
  mailsAbout,
  stateChangesOf,
  subscriptionAddresses,
  subscriptionsOf,
  testResultsOf,
  type PrivacyMemberRow,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Pick<Config, 'dataDir'>;
}

const lower = (values: readonly (string | null | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim().toLowerCase())),
];

const flag = (value: number): boolean => value === 1;

/** The member's own addresses and those of their family, as every table holds them. */
const familyAddresses = async (
  db: Kysely<DB> | Transaction<DB>,
  member: PrivacyMemberRow,
  guardian: { email: string; secondary_email: string | null } | undefined,
) =>
  lower([
    member.email,
    member.second_guardian_email,
    guardian?.email,
    guardian?.secondary_email,
    ...(await subscriptionAddresses(db, [member.id])),
  ]);

/**
 * Personal data of a member (Monaco law n° 1.565, docs/product.md#privacy): everything held about
 * them and their guardians as one file (access, portability), and erasure.
 */
export class PrivacyService {
  constructor(private readonly deps: Deps) {}

  private async member(db: Kysely<DB> | Transaction<DB>, id: number): Promise<PrivacyMemberRow> {
    const member = await findMemberForPrivacy(db, id);
    if (member === undefined) throw notFound('Student not found');
    return member;
  }

  async summary(id: number): Promise<MemberPrivacySummaryDto> {
    const member = await this.member(this.deps.db, id);
    const guardian = member.guardian_id === null ? undefined : await findGuardian(this.deps.db, member.guardian_id);
    const addresses = await familyAddresses(this.deps.db, member, guardian);
    const mails = await mailsAbout(this.deps.db, { memberId: id, addresses });
    const counts = await countRows(this.deps.db, id);
    return {
      id: member.id,
      firstName: member.first_name,
      lastName: member.last_name,
      birthDate: member.birth_date,
      groupName: member.group_name,
      leftAt: member.left_at,
      anonymisedAt: member.anonymised_at,
      counts: { ...counts, guardians: guardian === undefined ? 0 : 1, mails: mails.length },
    };
  }

  /** Everything held about the member, read in one transaction that also records who exported it. */
  async exportMember(id: number, actorId: number): Promise<Record<string, unknown>> {
    const now = this.deps.clock.now();
    const data = await this.deps.db.transaction().execute(async (trx) => {
      const member = await this.member(trx, id);
      const guardian = member.guardian_id === null ? undefined : await findGuardian(trx, member.guardian_id);
      const addresses = await familyAddresses(trx, member, guardian);
      const own = new Set(addresses);
      const subscriptions = await subscriptionsOf(trx, id);
      const changes = await stateChangesOf(
        trx,
        subscriptions.map((s) => s.id),
      );
      const signatures = await acknowledgementsOf(
        trx,
        subscriptions.map((s) => s.id),
      );
      const uploaded = await uploadedDocumentsOf(trx, subscriptions);
      const corrected = await correctionsForExport(trx, subscriptions);
      const attendance = await attendancesOf(trx, id);
      const tests = await testResultsOf(trx, id);
      const mails = await mailsAbout(trx, { memberId: id, addresses });
      await recordAudit(trx, { at: now, actorId, action: 'EXPORT_VIEWED', targetType: 'MEMBER_DATA_EXPORT', targetId: id });
      return {
        exportedAt: now.toISOString(),
        member: {
          id: member.id,
          firstName: member.first_name,
          lastName: member.last_name,
          gender: member.gender,
          birthDate: member.birth_date,
          birthPlace: member.birth_place,
          nationality: member.nationality,
          instagramHandle: member.instagram_handle,
          school: member.school,
          schoolLevel: member.school_level,
          shirtSize: member.shirt_size,
          shortSize: member.short_size,
          contactInfo: { email: member.email, phoneNumber: member.phone_number },
          address: {
            address: member.address,
            addressComp: member.address_comp,
            zipCode: member.zip_code,
            city: member.city,
            country: member.country,
          },
          secondContact: { email: member.second_guardian_email, phoneNumber: member.second_guardian_phone },
          group: member.group_name,
          subGroup: member.sub_group_name,
          nextYearGroup: member.next_year_group_name,
          language: member.language,
          // The last valid day of the medical certificate staff accepted (docs/product.md#health-rules).
          certificateExpiresOn: member.certificate_expires_on,
          leftAt: member.left_at,
          anonymisedAt: member.anonymised_at,
          createdAt: member.created_at,
          updatedAt: member.updated_at,
        },
        guardians:
          guardian === undefined
            ? []
            : [
                {
                  id: guardian.id,
                  firstName: guardian.first_name,
                  lastName: guardian.last_name,
                  email: guardian.email,
                  phoneNumber: guardian.phone_number,
                  secondaryEmail: guardian.secondary_email,
                  secondaryPhoneNumber: guardian.secondary_phone_number,
                  language: guardian.language,
                  createdAt: guardian.created_at,
                },
              ],
        subscriptions: subscriptions.map((s) => ({
          id: s.id,
          season: s.season_label,
          group: s.group_name,
          state: s.state,
          isNew: flag(s.is_new),
          documents: {
            subscriptionForm: flag(s.subscription_form),
            rules: flag(s.rules),
            idPhoto: flag(s.id_photo),
            asmPdf: flag(s.asm_pdf),
            medicalCertificate: flag(s.medical_certificate),
            payment: flag(s.payment),
            ffnLicense: flag(s.ffn_license),
            codeOfConduct: flag(s.code_of_conduct),
            guardianCodeOfConduct: flag(s.guardian_code_of_conduct),
          },
          processDate: s.process_date,
          privacy: { version: s.privacy_version, acceptedBy: s.privacy_accepted_by, acceptedAt: s.privacy_accepted_at },
          guardianContactAsTyped: {
            firstName: s.guardian_first_name,
            lastName: s.guardian_last_name,
            email: s.guardian_email,
            phoneNumber: s.guardian_phone_number,
            secondaryEmail: s.guardian_secondary_email,
            secondaryPhoneNumber: s.guardian_secondary_phone_number,
          },
          submittedAt: s.submitted_at,
          createdAt: s.created_at,
          updatedAt: s.updated_at,
          stateHistory: changes
            .filter((c) => c.subscription_id === s.id)
            .map((c) => ({ from: c.from_state, to: c.to_state, source: c.source, changedByUserId: c.changed_by, at: c.changed_at })),
          // Texts signed online from the family space (docs/product.md#family-signatures).
          signedOnline: signaturesForExport(signatures, s.id),
          uploadedDocuments: uploaded(s.id),
          // Corrections sent from the family space (docs/product.md#family-corrections).
          familyCorrections: corrected(s.id),
        })),
        attendance: attendance.map((a) => ({
          date: a.date,
          group: a.group_name,
          subGroup: a.sub_group_name,
          absent: flag(a.is_absent),
          late: flag(a.is_late),
        })),
        tests: tests.map((tr) => ({
          scheduledAt: tr.scheduled_at,
          location: tr.location,
          type: tr.type_code,
          assignedAt: tr.assigned_at,
          completed: flag(tr.completed),
          result: flag(tr.failed) ? 'NOT_ADMITTED' : tr.result_group_name === null ? null : { group: tr.result_group_name },
        })),
        // Recipients are shown only when they are the family's own: a group mail's other addresses are not theirs.
        mails: mails
          .filter(
            (m) =>
              isAbout(m) || [...parseAddresses(m.to_addresses), ...parseAddresses(m.bcc_addresses)].some((a) => own.has(a.toLowerCase())),
          )
          .map((m) => ({
            id: m.id,
            kind: m.kind,
            to: parseAddresses(m.to_addresses).filter((a) => own.has(a.toLowerCase())),
            bcc: parseAddresses(m.bcc_addresses).filter((a) => own.has(a.toLowerCase())),
            subject: m.subject,
            // A mail queued before links were sealed may still hold one until it is sent.
            text: hideTokenLinks(m.text_body),
            attachments: m.attachments === null ? [] : parseAttachmentNames(m.attachments),
            state: m.status,
            attempts: m.attempts,
            createdAt: m.created_at,
            sentAt: m.sent_at,
          })),
      };
    });
    this.deps.log.info({ event: 'member_data_exported', memberId: id, actorId }, 'member data exported');
    return data;
  }

  /**
   * Erasure: the member and every row about them (subscriptions, their history, the texts signed
   * and documents uploaded online for them, test places, attendance), their guardian when no other member has
   * them, the mails about them (by id; older mails were linked by their names, migration 029) or only to them, and the
   * .eml copies of those mails. Payments stay, their amounts and receipts with them, without
   * the member's name or address (docs/product.md#fees-and-payments).
   * One transaction; the copies are removed once it has committed, and on SQLite the
   * write-ahead log is emptied, since its frames still hold the pages as they were
   * (secure_delete zeroes the freed bytes in the file itself).
   */
  async erase(id: number, typedLastName: string, actorId: number): Promise<ErasureResultDto> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const member = await this.member(trx, id);
      if (foldName(typedLastName) !== foldName(member.last_name)) throw badRequest({ lastName: ERASE_CONFIRMATION_MISMATCH });
      const guardian = member.guardian_id === null ? undefined : await findGuardian(trx, member.guardian_id);
      const guardianGoes = guardian !== undefined && !(await guardianUsedByOthers(trx, guardian.id, [id]));
      const candidates = await familyAddresses(trx, member, guardianGoes ? guardian : undefined);
      const inUse = await addressesStillInUse(trx, candidates, [id], guardianGoes && guardian !== undefined ? [guardian.id] : []);
      const gone = candidates.filter((a) => !inUse.has(a));
      const mails = await forgetMails(trx, { memberId: id, addresses: gone });
      // An address no member is left behind loses its private links (docs/architecture.md#private-links).
      for (const kind of ['CALENDAR_FAMILY', 'FAMILY_ABSENCE']) await deleteLinksOf(trx, kind, gone);
      await deleteAcknowledgementsOfMembers(trx, [id]);
      await deleteUploadsOfMembers(trx, [id]);
      // The books keep the amounts and receipts, without the member's name or address.
      await forgetMemberInPayments(trx, member, guardian, guardianGoes);
      const removed = await deleteMembersPermanently(trx, [id], guardian === undefined ? [] : [guardian.id]);
      const details = { subscriptions: removed.subscriptions, guardians: removed.guardians, mails: mails.deleted.length };
      await recordAudit(trx, { at: now, actorId, action: 'MEMBER_ERASED', targetType: 'MEMBER', targetId: id, details });
      return { details, copies: [...mails.deleted, ...mails.rewritten] };
    });
    const files = await removeMailCopies(outboxFolder(this.deps.config.dataDir), outcome.copies);
    await this.emptyWriteAheadLog(id);
    this.deps.log.info({ event: 'member_erased', memberId: id, actorId, ...outcome.details, files }, 'member erased');
    return outcome.details;
  }

  /** A reader still busy leaves old frames for the next checkpoint: said in the log, the erasure stands. */
  private async emptyWriteAheadLog(memberId: number): Promise<void> {
    if (this.deps.dialect !== 'sqlite') return;
    if (!(await emptyWriteAheadLog(this.deps.db))) {
      this.deps.log.warn({ event: 'erasure_wal_busy', memberId }, 'write-ahead log not emptied after an erasure: a reader was busy');
    }
  }
}

const parseAttachmentNames = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && typeof (item as { filename?: unknown }).filename === 'string'
          ? [(item as { filename: string }).filename]
          : [],
      )
    : [];
};
