import { MSG, type FamilyFormsDto, type FamilyFormsSubmittedDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import { sameNames } from '../guardians/names.js';
import type { SettledContacts } from '../subscribe/contacts.js';
import { resumeOf } from '../subscribe/resume.js';
import { LostRace, missingFormFields, SubscriptionSubmission, type CheckedForm, type ReadyForm } from '../subscribe/submission.js';
import { findSubscriptionContext, subscriptionContextsOf, type SubscriptionContext } from '../subscriptions/repositories/context.js';
import type { SizeCatalog } from '../subscriptions/sizes.js';
import { currentSubscriptionIds, membersOfAddress } from './repositories/members.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
}

/** Another address's member and an unknown one are one answer, as for signing. */
const noSuchMember = () => notFound('No such member');

/**
 * How many times a pass is checked and recorded again after another submit of one of its
 * subscriptions won: the next check sees that one sent, so a second round settles it.
 */
const ATTEMPTS = 3;

/** A guardian a form of the pass left linked, under the contact typed on it. */
interface PassGuardian {
  guardianId: number;
  email: string;
  secondaryEmail: string | null;
  firstName: string;
  lastName: string;
}

/** A form with its checked outcome, ready ones with where they stand in the pass. */
type CheckedPass = { subscriptionId: number; row: SubscriptionContext; checked: Exclude<CheckedForm, { status: 'invalid' }> }[];

/**
 * The guardian a form settled, for the forms after it: only one linked without a contact of
 * another family (docs/product.md#guardians), so that no sibling is attached to a guardian
 * that waits for staff.
 */
const passGuardianOf = (form: { guardianFname: string; guardianLname: string }, contacts: SettledContacts): PassGuardian | null =>
  contacts.conflict || contacts.guardian.guardianId === null || contacts.guardian.email === null
    ? null
    : {
        guardianId: contacts.guardian.guardianId,
        email: contacts.guardian.email,
        secondaryEmail: contacts.guardian.secondaryEmail,
        firstName: form.guardianFname,
        lastName: form.guardianLname,
      };

/** A subscription of the pass sent before (a replay, or another way): the guardian it left, if settled. */
const sentGuardianOf = (row: SubscriptionContext): PassGuardian | null =>
  row.guardian_conflict === 1 || row.m_guardian_id === null || row.gu_email === null
    ? null
    : {
        guardianId: row.m_guardian_id,
        email: row.gu_email,
        secondaryEmail: row.gu_secondary_email,
        firstName: row.gu_first_name ?? '',
        lastName: row.gu_last_name ?? '',
      };

/** The pass's guardian a form names: the same e-mail (without case) under the same names. */
const guardianNamedBy = (guardians: readonly PassGuardian[], ready: ReadyForm): PassGuardian | undefined =>
  guardians.find(
    (g) =>
      g.email.toLowerCase() === ready.form.guardianEmail.toLowerCase() &&
      sameNames({ first: g.firstName, last: g.lastName }, { first: ready.form.guardianFname, last: ready.form.guardianLname }),
  );

/**
 * A brother's or sister's form as the submit sees it once the guardian of the pass is theirs
 * too: the contacts are settled against that guardian (brought up to date, never counted as
 * another family's), so that the children share one guardian record.
 */
const asSibling = (ready: ReadyForm, guardian: PassGuardian): ReadyForm => ({
  ...ready,
  row: {
    ...ready.row,
    m_guardian_id: guardian.guardianId,
    gu_first_name: guardian.firstName,
    gu_last_name: guardian.lastName,
    gu_email: guardian.email,
    gu_secondary_email: guardian.secondaryEmail,
  },
});

/**
 * Several children's forms in one pass from the family space (docs/product.md#family-forms):
 * the address's own subscriptions waiting for their form, filled once for the contact and the
 * address, every form checked before any is recorded, all recorded in one transaction.
 */
export class FamilyFormsService {
  readonly #submission: SubscriptionSubmission;

  constructor(private readonly deps: Deps) {
    this.#submission = new SubscriptionSubmission(deps);
  }

  /** This season's subscriptions of the address's members, by member, eldest first. */
  private async currentSubscriptions(caller: FamilyCaller): Promise<{ memberId: number; subscriptionId: number }[]> {
    const members = await membersOfAddress(this.deps.db, caller.emailKey);
    const current = await currentSubscriptionIds(
      this.deps.db,
      members.map((m) => m.id),
    );
    return members.flatMap((m) => current.filter((s) => s.member_id === m.id).map((s) => ({ memberId: m.id, subscriptionId: s.id })));
  }

  /** GET /family/forms: the forms waiting to be filled, each pre-filled as the subscription link's page is. */
  async forms(caller: FamilyCaller, language: Language): Promise<FamilyFormsDto> {
    const today = this.deps.clock.now();
    const current = await this.currentSubscriptions(caller);
    // Every child's subscription read in one statement, then taken in the family's order (eldest first).
    const rows = new Map(
      (
        await subscriptionContextsOf(
          this.deps.db,
          current.map((s) => s.subscriptionId),
        )
      ).map((row) => [row.id, row]),
    );
    const forms: FamilyFormsDto['forms'] = [];
    for (const { subscriptionId } of current) {
      const row = rows.get(subscriptionId);
      if (row?.state === 'SCHEDULED') forms.push(await resumeOf(this.deps, row, today, language));
    }
    return { forms };
  }

  /**
   * POST /family/forms: every form checked, then all recorded in one transaction; a replay of
   * the pass answers the same ids. When another submit of one of them wins meanwhile, the pass
   * is rolled back whole and checked again: that one is then a replay, or 409.
   */
  async submit(caller: FamilyCaller, bodies: readonly Record<string, unknown>[], language: Language): Promise<FamilyFormsSubmittedDto> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const pass = await this.check(caller, bodies);
      if (await this.record(pass, language)) return { subscriptionIds: pass.map((form) => form.subscriptionId) };
    }
    throw conflict('ALREADY_SUBMITTED');
  }

  /**
   * Every form of the pass checked, in this order, before any is recorded: all fields present
   * (MISSING_DATA), each the form of one of the address's subscriptions of this season (else
   * the 404 of an unknown member), then each form's own checks. Field errors are keyed
   * `forms.{index}.{field}`, for all the forms at once.
   */
  private async check(caller: FamilyCaller, bodies: readonly Record<string, unknown>[]): Promise<CheckedPass> {
    const missing = prefixed(bodies.map(missingFormFields));
    if (Object.keys(missing).length > 0) throw new AppError('MISSING_DATA', 'MISSING_DATA', missing);

    const memberOf = new Map((await this.currentSubscriptions(caller)).map((s) => [s.subscriptionId, s.memberId]));
    const rows: SubscriptionContext[] = [];
    for (const body of bodies) {
      const subscriptionId = Number(body.subscriptionId);
      if (memberOf.get(subscriptionId) !== Number(body.id)) throw noSuchMember();
      const row = await findSubscriptionContext(this.deps.db, subscriptionId);
      // A cancelled subscription waits for nothing: as on the link's page, it opens no form.
      if (row === undefined || row.state === 'CANCELLED') throw noSuchMember();
      rows.push(row);
    }
    const repeated = rows.findIndex((row, index) => rows.findIndex((other) => other.id === row.id) !== index);
    if (repeated >= 0) throw badRequest({ [`forms.${repeated}.subscriptionId`]: MSG.invalid }, 'A subscription is sent once a pass');

    const checked: CheckedForm[] = [];
    for (const [index, row] of rows.entries()) checked.push(await this.#submission.check(row, bodies[index]!));
    const invalid = prefixed(checked.map((c) => (c.status === 'invalid' ? c.fields : {})));
    if (Object.keys(invalid).length > 0) throw badRequest(invalid);
    return rows.map((row, index) => ({ subscriptionId: row.id, row, checked: checked[index] as CheckedPass[number]['checked'] }));
  }

  /**
   * Records the pass's forms still waiting, in one transaction, in the order given: the guardian
   * the first one settles is the one its brothers and sisters find under the same contact.
   * False when another submit took one of them first: nothing of the pass was recorded.
   */
  private async record(pass: CheckedPass, language: Language): Promise<boolean> {
    const ready = pass.flatMap((form) => (form.checked.status === 'ready' ? [form.checked.ready] : []));
    if (ready.length === 0) return true;
    // Forms sent before with the pass's contact: their guardian is the one the others find.
    const sent = pass.flatMap((form) => (form.checked.status === 'sent' ? [sentGuardianOf(form.row)] : []));
    const labels = await this.#submission.labels();
    // No token to give back: the family finds the subscriptions and their documents in its space.
    const confirmation = { language, url: `${this.deps.config.publicUrl}/family`, secret: false };
    let recorded: { subscriptionId: number; contacts: SettledContacts }[];
    try {
      recorded = await this.deps.db.transaction().execute(async (trx) => {
        const guardians = sent.filter((g): g is PassGuardian => g !== null);
        const done: { subscriptionId: number; contacts: SettledContacts }[] = [];
        for (const form of ready) {
          const guardian = guardianNamedBy(guardians, form);
          const contacts = await this.#submission.record(
            trx,
            guardian === undefined ? form : asSibling(form, guardian),
            labels,
            confirmation,
          );
          const settled = passGuardianOf(form.form, contacts);
          if (settled !== null) guardians.push(settled);
          done.push({ subscriptionId: form.row.id, contacts });
        }
        return done;
      });
    } catch (error) {
      if (error instanceof LostRace) return false;
      throw error;
    }
    for (const { subscriptionId, contacts } of recorded) this.#submission.logSubmitted(subscriptionId, contacts, 'FAMILY_SPACE');
    return true;
  }
}

/** Each form's field errors under `forms.{index}.`, as the page marks them on that child's form. */
const prefixed = (perForm: readonly Record<string, string>[]): Record<string, string> =>
  Object.fromEntries(
    perForm.flatMap((fields, index) => Object.entries(fields).map(([field, message]) => [`forms.${index}.${field}`, message])),
  );
