import { createHash } from 'node:crypto';
import {
  checkRequiredSubscriptionFields,
  sizeLabel,
  foldName,
  isMinor,
  MSG,
  missingAcceptances,
  PRIVACY_NOTICE_VERSION,
  requiredDocuments,
  showsInstagram,
  subscriptionFormSchema,
  type SubscriptionForm,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { DOCUMENT_LABELS } from '../../pdf/texts.js';
import { documentsOf, layoutOf, priceCentsOf } from './context.js';
import { lookUpToken, subscriptionLinkUrl, familyAddresses } from './links.js';
import { clubNameOf, submittedMail } from './mails.js';
import {
  applyFormToMember,
  findSubscriptionContext,
  markSubmitted,
  subscriptionContextByTokenHash,
  guardiansByContact,
  recordStateChange,
  type SubscriptionContext,
} from './repository.js';
import type { SizeCatalog } from './sizes.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  config: Pick<Config, 'publicUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
}

/** Unknown and revoked links look alike; an expired one says so, so the family calls the club. */
export const linkNotFound = () => new AppError('NOT_FOUND', 'LINK_INVALID');
export const linkExpired = () => new AppError('NOT_FOUND', 'LINK_EXPIRED');

const sameNames = (a: { first: string; last: string }, b: { first: string; last: string }): boolean =>
  foldName(a.first) === foldName(b.first) && foldName(a.last) === foldName(b.last);

/** Another submit of the same form committed first: this one's transaction is rolled back. */
class LostRace extends Error {}

/** The guardian a submit links, with the addresses the confirmation goes to. */
interface LinkedGuardian {
  guardianId: number | null;
  conflict: boolean;
  email: string | null;
  secondaryEmail: string | null;
}

/** Canonical JSON (sorted keys) of the validated form: a replayed submit has the same hash. */
const submissionHash = (form: SubscriptionForm): string => {
  const sorted = Object.fromEntries(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
};

/**
 * The public side of subscriptions (SPEC §2 public form, §4 submit): a family reaches it with
 * the link's token only, and sees or changes nothing but that one subscription.
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
    return { row: found.row, expiresAt: found.expiresAt };
  }

  /**
   * GET /subscription/resume: what the club knows, to pre-fill the form or show the read-only
   * view, and until when the link holds (the answer is not given past it).
   */
  async resume(token: string, language: 'fr' | 'en') {
    const { row, expiresAt } = await this.linkOf(token);
    return { resume: await this.resumeOf(row, language), linkExpiresAt: new Date(expiresAt) };
  }

  private async resumeOf(row: SubscriptionContext, language: 'fr' | 'en') {
    const today = this.deps.clock.now();
    const layout = layoutOf(row, today);
    const inLanguage = (options: readonly { id: number; label: string }[]) => options.map((o) => ({ id: o.id, label: sizeLabel(o.label, language) }));
    const sizes = await this.deps.sizes.options();
    const [shirt, short] = [inLanguage(sizes.shirt), inLanguage(sizes.short)];
    // The contact on file: the linked guardian, else what was typed last time, else the member's own.
    const guardian = {
      fname: row.gu_first_name ?? row.guardian_first_name ?? '',
      lname: row.gu_last_name ?? row.guardian_last_name ?? '',
      email: row.gu_email ?? row.guardian_email ?? row.m_email ?? '',
      phone: row.gu_phone_number ?? row.guardian_phone_number ?? row.m_phone_number ?? '',
    };
    return {
      id: row.member_id,
      isNew: row.is_new === 1,
      groupTypeId: row.group_type_id,
      ffnLicense: row.group_ffn_license === 1,
      subscription: { id: row.id, state: row.state, birthDate: row.m_birth_date },
      fillable: row.state === 'SCHEDULED',
      season: { label: row.season_label, endDate: row.season_end },
      group:
        row.group_id === null
          ? null
          : {
              id: row.group_id,
              name: row.group_name ?? '',
              typeCode: row.type_code,
              addsSchedule: row.type_adds_schedule === 1,
              sportsCodeOfConduct: row.group_sports_code_of_conduct === 1,
              priceCents: priceCentsOf(row),
            },
      form: {
        id: row.member_id,
        subscriptionId: row.id,
        fname: row.m_first_name,
        lname: row.m_last_name,
        gender: row.m_gender,
        birthDate: row.m_birth_date,
        birthPlace: row.m_birth_place ?? '',
        nationality: row.m_nationality ?? '',
        guardianFname: guardian.fname,
        guardianLname: guardian.lname,
        guardianEmail: guardian.email,
        guardianPhone: guardian.phone,
        instagramHandle: row.m_instagram_handle ?? '',
        secondGuardianEmail: row.m_second_guardian_email ?? '',
        secondGuardianPhone: row.m_second_guardian_phone ?? '',
        address: row.m_address ?? '',
        addressComp: row.m_address_comp ?? '',
        city: row.m_city ?? '',
        zipCode: row.m_zip_code ?? '',
        country: row.m_country ?? '',
        shirtSizeId: row.m_shirt_size_id,
        shortSizeId: row.m_short_size_id,
      },
      isMinor: layout.isMinor,
      contactLabel: layout.contactLabel,
      showInstagram: layout.showInstagram,
      documents: documentsOf(row, today),
      privacy: { version: PRIVACY_NOTICE_VERSION },
      sizes: { shirt, short },
    };
  }

  /**
   * POST /subscription/: the family sends the form. One transaction: member, guardian,
   * privacy acceptance, STARTED with its history. A replay of a successful submit answers
   * the same id and changes nothing; any other submit after it is 409.
   */
  async submit(body: Record<string, unknown>, language: Language): Promise<{ subscriptionId: number }> {
    const token = typeof body.token === 'string' ? body.token : '';
    const row = await this.subscriptionOfToken(token);

    const required = checkRequiredSubscriptionFields(body);
    if (!required.ok) {
      throw new AppError('MISSING_DATA', 'MISSING_DATA', Object.fromEntries(required.missing.map((field) => [field, MSG.required])));
    }
    // The ids in the body must be the token's: a token never writes on another subscription.
    if (Number(body.subscriptionId) !== row.id || Number(body.id) !== row.member_id) throw linkNotFound();

    const parsed = subscriptionFormSchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
      throw badRequest(fields);
    }
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
    let result: { conflict: boolean };
    try {
      result = await this.deps.db.transaction().execute(async (trx) => {
        const guardian = await this.resolveGuardian(trx, row, form, language, now);
        // Taking the row from SCHEDULED is the lock: of two simultaneous submits, one wins, and
        // the other's transaction, guardian included, is rolled back.
        const won = await markSubmitted(trx, row.id, {
          submissionHash: hash,
          at: now,
          form,
          // SPEC §1 / QUALITY: who accepted the notice; for a minor, the guardian.
          privacyAcceptedBy: minor ? `GUARDIAN ${form.guardianFname} ${form.guardianLname}` : `MEMBER ${form.fname} ${form.lname}`,
          guardianConflict: guardian.conflict,
        });
        if (!won) throw new LostRace();
        await applyFormToMember(trx, row.member_id, {
          form,
          instagramHandle: showsInstagram(form.birthDate, today) ? form.instagramHandle : null,
          guardianId: guardian.guardianId,
          language,
          at: now,
        });
        await recordStateChange(trx, { subscriptionId: row.id, from: 'SCHEDULED', to: 'STARTED', by: null, at: now, source: 'FAMILY' });
        const to = familyAddresses({
          gu_email: guardian.email,
          gu_secondary_email: guardian.secondaryEmail,
          m_email: row.m_email,
          m_second_guardian_email: form.secondGuardianEmail,
        });
        await this.queueConfirmation(trx, { row, form, submittedAt: now }, to, token, documents.checklist, language);
        return { conflict: guardian.conflict };
      });
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      const latest = await findSubscriptionContext(this.deps.db, row.id);
      return this.replayOrConflict(row.id, latest?.submission_hash ?? null, hash);
    }
    this.deps.log.info({ event: 'subscription_submitted', subscriptionId: row.id, guardianConflict: result.conflict }, 'subscription submitted');
    return { subscriptionId: row.id };
  }

  private replayOrConflict(subscriptionId: number, storedHash: string | null, hash: string): { subscriptionId: number } {
    if (storedHash !== null && storedHash === hash) return { subscriptionId };
    throw conflict('ALREADY_SUBMITTED');
  }

  /**
   * The guardian (the contact of an adult) to link:
   * 1. the one already linked, when the names are the same: its contact is brought up to date;
   * 2. else a guardian on file with this e-mail or phone and the same names;
   * 3. else, when the e-mail or phone belongs to a guardian with other names, nothing is
   *    linked or changed and staff must choose (the "problem");
   * 4. else a new guardian.
   */
  private async resolveGuardian(
    trx: Transaction<DB>,
    row: SubscriptionContext,
    form: SubscriptionForm,
    language: Language,
    now: string,
  ): Promise<LinkedGuardian> {
    const submitted = { first: form.guardianFname, last: form.guardianLname };
    const contact = { email: form.guardianEmail, phone_number: form.guardianPhone, language };
    if (row.m_guardian_id !== null && row.gu_first_name !== null && row.gu_last_name !== null) {
      if (sameNames(submitted, { first: row.gu_first_name, last: row.gu_last_name })) {
        await trx
          .updateTable('guardians')
          .set((eb) => ({
            ...contact,
            first_name: form.guardianFname,
            last_name: form.guardianLname,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', row.m_guardian_id)
          .execute();
        return { guardianId: row.m_guardian_id, conflict: false, email: form.guardianEmail, secondaryEmail: row.gu_secondary_email };
      }
    }
    const candidates = await guardiansByContact(trx, form.guardianEmail, form.guardianPhone);
    const same = candidates.find((c) => sameNames(submitted, { first: c.first_name, last: c.last_name }));
    if (same !== undefined) return { guardianId: same.id, conflict: false, email: same.email, secondaryEmail: same.secondary_email };
    // The guardian already linked (if any) stays, unchanged.
    if (candidates.length > 0) return { guardianId: row.m_guardian_id, conflict: true, email: row.gu_email, secondaryEmail: row.gu_secondary_email };
    const created = await trx
      .insertInto('guardians')
      .values({
        first_name: form.guardianFname,
        last_name: form.guardianLname,
        email: form.guardianEmail,
        phone_number: form.guardianPhone,
        // The form's second contact belongs to the member (members.second_guardian_*); the
        // guardian's secondary e-mail and phone are kept by staff on the guardian form.
        secondary_email: null,
        secondary_phone_number: null,
        language,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { guardianId: created.id, conflict: false, email: form.guardianEmail, secondaryEmail: null };
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
    const mail = submittedMail({
      language,
      firstName: form.fname,
      lastName: form.lname,
      seasonLabel: row.season_label,
      url: subscriptionLinkUrl(this.deps.config.publicUrl, token),
      documents: { fr: checklist.map((item) => DOCUMENT_LABELS.fr[item]), en: checklist.map((item) => DOCUMENT_LABELS.en[item]) },
      clubName: clubNameOf(this.deps.config.mailFrom),
    });
    await this.deps.outbox.queue(trx, {
      kind: 'SUBSCRIPTION_SUBMITTED',
      to,
      subject: mail.subject,
      text: mail.text,
      language,
      // One confirmation per submission, even if staff reopen the form later.
      dedupeKey: `subscription-submitted:${row.id}:${submittedAt}`,
    });
  }

}
