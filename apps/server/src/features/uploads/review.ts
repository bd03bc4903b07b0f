import {
  localDayOf,
  MSG,
  type ApproveUploadInput,
  type PendingUploadsDto,
  type RejectUploadInput,
  type ReviewedUploadDto,
  type UploadableItem,
} from '@club/domain';
import { certificateExpiryFrom, type HealthDocument, type HealthRules } from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { hasRole, type AuthUser } from '../../auth/access.js';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { asLanguage } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { readHealthRules } from '../club/health-rules/repository.js';
import { healthDocumentOf } from '../club/health-rules/service.js';
import type { ClubIdentity } from '../club/identity.js';
import { familyAddresses } from '../subscribe/links.js';
import { tickChecklistItem } from '../subscriptions/checklist-tick.js';
import { findSubscriptionContext, type SubscriptionContext } from '../subscriptions/repositories/context.js';
import { pendingUploadDtoOf, type PendingHealth } from './dto.js';
import { readStoredFile, type StoredFile } from './family-uploads.js';
import { uploadRejectedMail } from './mails.js';
import { findUpload, pendingUploads, reviewUpload, setCertificateExpiry, type UploadRow } from './repositories/uploads.js';
import type { UploadsKey } from './storage/key.js';
import { lockSubscription } from '../subscriptions/repositories/state.js';

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  key: UploadsKey;
  outbox: Outbox;
  club: ClubIdentity;
  publicUrl: string;
}

/** An upload outside the reviewer's sections answers as an unknown one: missing and forbidden look alike. */
const noSuchUpload = () => notFound('No such document');
const alreadyReviewed = () => conflict('This document was already reviewed');

/** The member and season columns an upload row carries for the health rule. */
interface HealthColumns {
  kind: string;
  birth_date: string;
  season_start: string;
  season_end: string;
}

/**
 * What the `medicalCertificate` item is for the upload's member under the club's rule
 * (docs/product.md#health-rules); null for any other item.
 */
const healthDocumentOfUpload = (row: HealthColumns, rules: HealthRules, today: Date): HealthDocument | null =>
  row.kind === 'medicalCertificate'
    ? healthDocumentOf(rules.healthDocument, { birthDate: row.birth_date, seasonStart: row.season_start, seasonEnd: row.season_end }, today)
    : null;

/** The document asked for, and for a certificate its last valid day if dated today (Monaco's day). */
const pendingHealthOf = (row: HealthColumns, rules: HealthRules, today: Date): PendingHealth => {
  const healthDocument = healthDocumentOfUpload(row, rules, today);
  return {
    healthDocument,
    suggestedExpiresOn: healthDocument === 'CERTIFICATE' ? certificateExpiryFrom(localDayOf(today).day, rules.certificateValidYears) : null,
  };
};

/**
 * Staff review of the documents families upload (docs/product.md#family-uploads): admins see
 * every one, a section manager those of the groups of the sections they manage.
 */
export class UploadReview {
  constructor(private readonly deps: Deps) {}

  async pending(user: AuthUser): Promise<PendingUploadsDto> {
    const rows = await pendingUploads(this.deps.db, hasRole(user, 'ADMIN') ? undefined : user.userId);
    const rules = await readHealthRules(this.deps.db);
    const today = this.deps.clock.now();
    return { uploads: rows.map((row) => pendingUploadDtoOf(row, pendingHealthOf(row, rules, today))) };
  }

  async file(user: AuthUser, id: number): Promise<StoredFile> {
    return readStoredFile(this.deps.db, this.deps.key, await this.visible(user, id));
  }

  /**
   * Approves the upload and ticks its checklist item in one transaction, the state following as
   * when staff tick it at the counter (a cancelled subscription keeps its state), recorded in the
   * history as the reviewer's. Under the club's health rule (docs/product.md#health-rules) a
   * medical certificate needs its last valid day, kept on the member too since a certificate
   * outlives the season; a health-questionnaire attestation has none, and one given is refused.
   */
  async approve(user: AuthUser, id: number, input: ApproveUploadInput): Promise<ReviewedUploadDto> {
    const upload = await this.visible(user, id);
    const kind = upload.kind as UploadableItem;
    const now = this.deps.clock.now();
    const healthDocument = kind === 'medicalCertificate' ? healthDocumentOfUpload(upload, await readHealthRules(this.deps.db), now) : null;
    if (healthDocument === 'CERTIFICATE' && input.expiresOn === undefined) {
      throw badRequest({ expiresOn: MSG.invalidDate }, 'A medical certificate needs its last valid day');
    }
    if (healthDocument === 'QUESTIONNAIRE' && input.expiresOn !== undefined) {
      throw badRequest({ expiresOn: MSG.invalidDate }, 'A health questionnaire has no last valid day');
    }
    const expiresOn = healthDocument === 'CERTIFICATE' ? (input.expiresOn ?? null) : null;
    const change = await this.deps.db.transaction().execute(async (trx) => {
      await lockSubscription(trx, upload.subscription_id, this.deps.dialect);
      const reviewed = await reviewUpload(trx, id, {
        status: 'APPROVED',
        reviewed_at: now.toISOString(),
        reviewed_by: user.userId,
        rejection_reason: null,
        expires_on: expiresOn,
      });
      if (!reviewed) throw alreadyReviewed();
      if (expiresOn !== null) await setCertificateExpiry(trx, upload.member_id, expiresOn);
      const row = await findSubscriptionContext(trx, upload.subscription_id);
      if (row === undefined) throw noSuchUpload();
      return tickChecklistItem(trx, row, kind, user.userId, now);
    });
    this.deps.log.info(
      { event: 'document_approved', uploadId: id, subscriptionId: upload.subscription_id, kind, actorId: user.userId, ...change },
      'uploaded document approved',
    );
    return { id, status: 'APPROVED', reviewedAt: now.toISOString(), expiresOn };
  }

  /** Rejects the upload and mails the reason to the family's addresses, in its language first. */
  async reject(user: AuthUser, id: number, input: RejectUploadInput): Promise<ReviewedUploadDto> {
    const upload = await this.visible(user, id);
    const now = this.deps.clock.now();
    const mailed = await this.deps.db.transaction().execute(async (trx) => {
      await lockSubscription(trx, upload.subscription_id, this.deps.dialect);
      const reviewed = await reviewUpload(trx, id, {
        status: 'REJECTED',
        reviewed_at: now.toISOString(),
        reviewed_by: user.userId,
        rejection_reason: input.reason,
        expires_on: null,
      });
      if (!reviewed) throw alreadyReviewed();
      const row = await findSubscriptionContext(trx, upload.subscription_id);
      if (row === undefined) throw noSuchUpload();
      return this.mailRejection(trx, row, upload, input.reason);
    });
    this.deps.log.info(
      { event: 'document_rejected', uploadId: id, subscriptionId: upload.subscription_id, actorId: user.userId, mailed },
      'uploaded document rejected',
    );
    return { id, status: 'REJECTED', reviewedAt: now.toISOString(), expiresOn: null };
  }

  private async mailRejection(trx: Transaction<DB>, row: SubscriptionContext, upload: UploadRow, reason: string): Promise<boolean> {
    const to = familyAddresses(row);
    if (to.length === 0) return false;
    const language = asLanguage(row.m_language ?? row.gu_language);
    const mail = uploadRejectedMail({
      language,
      firstName: row.m_first_name,
      kind: upload.kind as UploadableItem,
      reason,
      familyUrl: `${this.deps.publicUrl}/family`,
      clubName: await this.deps.club.name(trx),
    });
    await this.deps.outbox.queue(trx, {
      kind: 'UPLOAD_REJECTED',
      to,
      language,
      memberId: row.member_id,
      dedupeKey: `upload-rejected-${upload.id}`,
      ...mail,
    });
    return true;
  }

  /** The upload, when the reviewer may see it: any for an admin, those of their sections for a section manager. */
  private async visible(user: AuthUser, id: number): Promise<UploadRow> {
    const upload = await findUpload(this.deps.db, id);
    if (upload === undefined) throw noSuchUpload();
    if (!hasRole(user, 'ADMIN') && upload.section_manager_id !== user.userId) throw noSuchUpload();
    return upload;
  }
}
