import { createHash } from 'node:crypto';
import {
  checkRequiredSubscriptionFields,
  isMinor,
  MSG,
  missingAcceptances,
  requiredDocuments,
  showsInstagram,
  subscriptionFormSchema,
  type SubmittedDto,
  type SubscriptionForm,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { zodIssuesToFields } from '../../lib/zod-fields.js';
import type { Outbox } from '../../mail/outbox.js';
import { DOCUMENT_LABELS } from '../../pdf/texts.js';
import type { ClubIdentity } from '../club/identity.js';
import { labelsInForce } from '../club/texts/acceptances.js';
import {
  findSubscriptionContext,
  subscriptionContextByTokenHash,
  type SubscriptionContext,
} from '../subscriptions/repositories/context.js';
import { recordStateChange } from '../subscriptions/repositories/state.js';
import type { SizeCatalog } from '../subscriptions/sizes.js';
import { settleContacts } from './contacts.js';
import { linkCancelled, linkExpired, linkNotFound } from './link-errors.js';
import { familyAddresses, lookUpToken, subscriptionLinkUrl } from './links.js';
import { submittedMail } from './mails.js';
import { applyFormToMember, markSubmitted } from './repositories/submit.js';
import { resumeOf } from './resume.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
}

/** Another submit of the same form committed first: this one's transaction is rolled back. */
class LostRace extends Error {}

/** Canonical JSON (sorted keys) of the validated form: a replayed submit has the same hash. */
const submissionHash = (form: SubscriptionForm): string => {
  const sorted = Object.fromEntries(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
};

/**
 * The family's form (docs/product.md#family-form): a family reaches it with the link's token
 * only, and sees or changes nothing but that one subscription.
 */
export class PublicSubscriptionService {
  readonly #contextByTokenHash: (tokenHash: string) => Promise<SubscriptionContext | undefined>;

  constructor(private readonly deps: Deps) {
    this.#contextByTokenHash = subscriptionContextByTokenHash(deps.db);
  }

  /** The subscription of a valid token, or 404 (unknown, revoked, expired). */
  async subscriptionOfToken(token: string): Promise<SubscriptionContext> {
    return (await this.linkOf(token)).row;
  }

  private async linkOf(token: string): Promise<{ row: SubscriptionContext; expiresAt: string }> {
    const found = await lookUpToken(token, this.deps.clock.now(), this.#contextByTokenHash);
    if (found.status === 'expired') throw linkExpired();
    if (found.status === 'unknown') throw linkNotFound();
    if (found.row.state === 'CANCELLED') throw linkCancelled();
    return { row: found.row, expiresAt: found.expiresAt };
  }

  /**
   * GET /subscription/resume: what the club knows, to pre-fill the form or show the read-only
   * view, and until when the link holds (the answer is not given past it).
   */
  async resume(token: string, language: 'fr' | 'en') {
    const { row, expiresAt } = await this.linkOf(token);
    return { resume: await resumeOf(this.deps, row, this.deps.clock.now(), language), linkExpiresAt: new Date(expiresAt) };
  }

  /**
   * POST /subscription/: the family sends the form. One transaction: member, guardian,
   * privacy acceptance, STARTED with its history. A replay of a successful submit answers
   * the same id and changes nothing; any other submit after it is 409.
   */
  async submit(body: Record<string, unknown>, language: Language): Promise<SubmittedDto> {
    const token = typeof body.token === 'string' ? body.token : '';
    const row = await this.subscriptionOfToken(token);

    const required = checkRequiredSubscriptionFields(body);
    if (!required.ok) {
      throw new AppError('MISSING_DATA', 'MISSING_DATA', Object.fromEntries(required.missing.map((field) => [field, MSG.required])));
    }
    // The ids in the body must be the token's: a token never writes on another subscription.
    if (Number(body.subscriptionId) !== row.id || Number(body.id) !== row.member_id) throw linkNotFound();

    const parsed = subscriptionFormSchema.safeParse(body);
    if (!parsed.success) throw badRequest(zodIssuesToFields(parsed.error.issues));
    const form = parsed.data;
    const hash = submissionHash(form);
    if (row.state !== 'SCHEDULED') return this.replayOrConflict(row.id, row.submission_hash, hash);

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
    if (Object.keys(fields).length > 0) throw badRequest(fields);

    const now = today.toISOString();
    // Read before the transaction (on SQLite a read outside it would wait for it): the versions in force now.
    const labels = await labelsInForce(this.deps.db);
    let result: { conflict: boolean };
    try {
      result = await this.deps.db.transaction().execute(async (trx) => {
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
        await this.queueConfirmation(trx, { row, form, submittedAt: now }, to, token, documents.checklist, language);
        return { conflict: contacts.conflict };
      });
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      const latest = await findSubscriptionContext(this.deps.db, row.id);
      return this.replayOrConflict(row.id, latest?.submission_hash ?? null, hash);
    }
    this.deps.log.info(
      { event: 'subscription_submitted', subscriptionId: row.id, guardianConflict: result.conflict },
      'subscription submitted',
    );
    return { subscriptionId: row.id };
  }

  private replayOrConflict(subscriptionId: number, storedHash: string | null, hash: string): SubmittedDto {
    if (storedHash !== null && storedHash === hash) return { subscriptionId };
    throw conflict('ALREADY_SUBMITTED');
  }

  /**
   * The confirmation mail, queued in the submit's transaction, to the family's addresses as
   * they stand after the submit.
   */
  private async queueConfirmation(
    trx: Transaction<DB>,
    submitted: { row: SubscriptionContext; form: SubscriptionForm; submittedAt: string },
    to: string[],
    token: string,
    checklist: readonly (keyof (typeof DOCUMENT_LABELS)['fr'])[],
    language: Language,
  ): Promise<void> {
    const { row, form, submittedAt } = submitted;
    if (to.length === 0) return;
    const url = subscriptionLinkUrl(this.deps.config.publicUrl, token);
    const mail = submittedMail({
      language,
      firstName: form.fname,
      lastName: form.lname,
      seasonLabel: row.season_label,
      url,
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
      link: url,
      // One confirmation per submission, even if staff reopen the form later.
      dedupeKey: `subscription-submitted:${row.id}:${submittedAt}`,
    });
  }
}
