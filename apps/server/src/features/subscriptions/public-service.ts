import { createHash } from 'node:crypto';
import {
  checkRequiredSubscriptionFields,
  documentsToBring,
  sizeLabel,
  isMinor,
  MSG,
  missingAcceptances,
  requiredDocuments,
  showsInstagram,
  subscriptionFormSchema,
  type SubscriptionForm,
} from '@club/domain';
import type { FormPrivacy } from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { DOCUMENT_LABELS } from '../../pdf/texts.js';
import type { ClubIdentity } from '../club/identity.js';
import { labelsInForce } from '../club/texts/acceptances.js';
import { clubTextsOf } from '../club/texts/current.js';
import { sameNames } from '../guardians/names.js';
import { insertGuardianWithContact, updateGuardianContact, type GuardianContact } from '../guardians/repository.js';
import { documentFlags, documentsOf, layoutOf, priceCentsOf } from './context.js';
import { lookUpToken, subscriptionLinkUrl, familyAddresses } from './links.js';
import { submittedMail } from './mails.js';
import {
  applyFormToMember,
  contactsOfOtherFamilies,
  findSubscriptionContext,
  markSubmitted,
  subscriptionContextByTokenHash,
  recordStateChange,
  type SecondContact,
  type SubscriptionContext,
  type TypedContacts,
} from './repository.js';
import type { SizeCatalog } from './sizes.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
}

/** Unknown and revoked links look alike; an expired one says so, so the family calls the club. */
export const linkNotFound = () => new AppError('NOT_FOUND', 'LINK_INVALID');
export const linkExpired = () => new AppError('NOT_FOUND', 'LINK_EXPIRED');
/** Staff cancelled the subscription: the family is told so, not shown a form or documents. */
export const linkCancelled = () => new AppError('NOT_FOUND', 'SUBSCRIPTION_CANCELLED');

/** Another submit of the same form committed first: this one's transaction is rolled back. */
class LostRace extends Error {}

/** The guardian a submit leaves linked, with its addresses the confirmation goes to. */
interface LinkedGuardian {
  guardianId: number | null;
  email: string | null;
  secondaryEmail: string | null;
}

/**
 * What a submit does with the contacts the family typed: the guardian linked, the member's
 * second contact, and whether staff must settle it (the "problem").
 */
interface SettledContacts {
  guardian: LinkedGuardian;
  secondContact: SecondContact;
  conflict: boolean;
}

/** The e-mails (without case) and phones typed on the form, to look up among other families'. */
const typedContactsOf = (form: SubscriptionForm): TypedContacts => ({
  emails: [form.guardianEmail, form.secondGuardianEmail].filter((v): v is string => v !== null && v !== '').map((v) => v.toLowerCase()),
  phones: [form.guardianPhone, form.secondGuardianPhone].filter((v): v is string => v !== null && v !== ''),
});

/** Whether an e-mail or phone typed in one block of the form is another family's. */
const isElsewhere = (elsewhere: ReadonlySet<string>, email: string | null, phone: string | null): boolean =>
  (email !== null && elsewhere.has(email.toLowerCase())) || (phone !== null && elsewhere.has(phone));

/** The guardian the member already has, left as it is. */
const keptGuardian = (row: SubscriptionContext): LinkedGuardian => ({
  guardianId: row.m_guardian_id,
  email: row.gu_email,
  secondaryEmail: row.gu_secondary_email,
});

const typedGuardianContact = (form: SubscriptionForm): GuardianContact => ({
  firstName: form.guardianFname,
  lastName: form.guardianLname,
  email: form.guardianEmail,
  phoneNumber: form.guardianPhone,
});

/** Canonical JSON (sorted keys) of the validated form: a replayed submit has the same hash. */
const submissionHash = (form: SubscriptionForm): string => {
  const sorted = Object.fromEntries(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
};

/**
 * The contact the resume shows the family: what they typed on this subscription once they have
 * sent it (never a guardian record they matched), else the member's own guardian and second
 * contact on file, else the member's own contact: for an adult, who is their own contact, under
 * their own name, so that they do not type it again.
 */
const contactShownBack = (row: SubscriptionContext, adult: boolean) => {
  if (row.guardian_email !== null) {
    return {
      guardian: { fname: row.guardian_first_name ?? '', lname: row.guardian_last_name ?? '', email: row.guardian_email, phone: row.guardian_phone_number ?? '' },
      secondContact: { email: row.guardian_secondary_email, phone: row.guardian_secondary_phone_number },
    };
  }
  const ownNames = adult && row.m_guardian_id === null;
  return {
    guardian: {
      fname: row.gu_first_name ?? (ownNames ? row.m_first_name : ''),
      lname: row.gu_last_name ?? (ownNames ? row.m_last_name : ''),
      email: row.gu_email ?? row.m_email ?? '',
      phone: row.gu_phone_number ?? row.m_phone_number ?? '',
    },
    secondContact: { email: row.m_second_guardian_email, phone: row.m_second_guardian_phone },
  };
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
    if (found.row.state === 'CANCELLED') throw linkCancelled();
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
    const { guardian, secondContact } = contactShownBack(row, !layout.isMinor);
    const documents = documentsOf(row, today);
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
        secondGuardianEmail: secondContact.email ?? '',
        secondGuardianPhone: secondContact.phone ?? '',
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
      documents: { ...documents, toBring: documentsToBring(documents.checklist, documentFlags(row), row.state) },
      privacy: await this.privacyNotice(),
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
    // Read before the transaction (on SQLite a read outside it would wait for it): the versions in force now.
    const labels = await labelsInForce(this.deps.db);
    let result: { conflict: boolean };
    try {
      result = await this.deps.db.transaction().execute(async (trx) => {
        const contacts = await this.settleContacts(trx, row, form, language, now);
        // Taking the row from SCHEDULED is the lock: of two simultaneous submits, one wins, and
        // the other's transaction, guardian included, is rolled back.
        const won = await markSubmitted(trx, row.id, {
          submissionHash: hash,
          at: now,
          form,
          // SPEC §1 / QUALITY: who accepted the notice; for a minor, the guardian.
          privacyAcceptedBy: minor ? `GUARDIAN ${form.guardianFname} ${form.guardianLname}` : `MEMBER ${form.fname} ${form.lname}`,
          // docs/product.md, "Legal texts": the version of each text accepted, the rules and codes for the renewals that must accept them.
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
    this.deps.log.info({ event: 'subscription_submitted', subscriptionId: row.id, guardianConflict: result.conflict }, 'subscription submitted');
    return { subscriptionId: row.id };
  }

  /** The privacy notice in force, in both languages: the form shows it and its acceptance stores its label. */
  private async privacyNotice(): Promise<FormPrivacy> {
    const texts = clubTextsOf(this.deps.db);
    const notice = await texts.current('privacy');
    return { version: notice.label, texts: { fr: texts.readable(notice, 'fr'), en: texts.readable(notice, 'en') } };
  }

  private replayOrConflict(subscriptionId: number, storedHash: string | null, hash: string): { subscriptionId: number } {
    if (storedHash !== null && storedHash === hash) return { subscriptionId };
    throw conflict('ALREADY_SUBMITTED');
  }

  /**
   * The contacts the family typed (hardening: a link reaches its own family only). A contact
   * typed in either block of the form that is on file for another family (see
   * `contactsOfOtherFamilies`) is kept on the subscription alone (`markSubmitted`), never linked,
   * written into or mailed, and staff settle it in the guardian picker. Otherwise:
   * - the guardian block updates the member's own guardian when the names are its own, else
   *   makes a new guardian: a link may change only the guardian already attached to its member;
   * - the second-contact block becomes the member's second contact.
   */
  private async settleContacts(
    trx: Transaction<DB>,
    row: SubscriptionContext,
    form: SubscriptionForm,
    language: Language,
    now: string,
  ): Promise<SettledContacts> {
    const elsewhere = await contactsOfOtherFamilies(trx, { memberId: row.member_id, guardianId: row.m_guardian_id }, typedContactsOf(form));
    const guardianElsewhere = isElsewhere(elsewhere, form.guardianEmail, form.guardianPhone);
    const secondElsewhere = isElsewhere(elsewhere, form.secondGuardianEmail, form.secondGuardianPhone);
    return {
      guardian: guardianElsewhere ? keptGuardian(row) : await this.ownGuardian(trx, row, form, language, now),
      secondContact: secondElsewhere
        ? { email: row.m_second_guardian_email, phone: row.m_second_guardian_phone }
        : { email: form.secondGuardianEmail, phone: form.secondGuardianPhone },
      conflict: guardianElsewhere || secondElsewhere,
    };
  }

  /** The member's own guardian brought up to date when the names are its own, else a new guardian. */
  private async ownGuardian(
    trx: Transaction<DB>,
    row: SubscriptionContext,
    form: SubscriptionForm,
    language: Language,
    now: string,
  ): Promise<LinkedGuardian> {
    const contact = typedGuardianContact(form);
    const typedNames = { first: contact.firstName, last: contact.lastName };
    if (row.m_guardian_id !== null && sameNames(typedNames, { first: row.gu_first_name ?? '', last: row.gu_last_name ?? '' })) {
      await updateGuardianContact(trx, row.m_guardian_id, contact, language);
      return { guardianId: row.m_guardian_id, email: contact.email, secondaryEmail: row.gu_secondary_email };
    }
    const guardianId = await insertGuardianWithContact(trx, contact, language, now);
    return { guardianId, email: contact.email, secondaryEmail: null };
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
