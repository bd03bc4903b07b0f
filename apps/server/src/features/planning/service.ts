import {
  PLANNING_MSG,
  seesAllGroups,
  type Cancel,
  type CancellationDto,
  type Closure,
  type ClosureDto,
  type PlannedSessionDto,
  type PlanningQuery,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../../auth/access.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import { PrivateLinks } from '../private-links/service.js';
import type { PrivateLinkSigner } from '../private-links/signer.js';
import { absenceLinkUrl } from '../private-links/urls.js';
import { familyAddresses } from '../subscribe/links.js';
import { coachPlanningMail, familyPlanningMail, type MailedSession } from './mails.js';
import {
  cancelPlanned,
  coachesOfGroups,
  deleteClosure,
  familiesOfGroups,
  findPlanned,
  findPlannedByIds,
  groupExists,
  insertClosure,
  listClosures,
  listPlanned,
  plannedIdsOfDay,
  restorePlanned,
  slotLocations,
  type ClosureRow,
  type PlannedRow,
} from './repository.js';
import { coachesGroup, groupsReachedBy } from '../sessions/repository.js';
import { syncPlanning } from './sync.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  club: ClubIdentity;
  linkSigner: PrivateLinkSigner;
  config: Pick<Config, 'publicUrl'>;
}

const toDto = (row: PlannedRow): PlannedSessionDto => ({
  id: row.id,
  groupId: row.group_id,
  groupName: row.group_name,
  day: row.day,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  location: row.location,
  status: row.status,
  cancelReason: row.cancel_reason,
  cancelledAt: row.cancelled_at,
  sessionId: row.session_id === null ? null : Number(row.session_id),
  reportedAbsent: Number(row.reported_absent ?? 0),
});

const closureDto = (row: ClosureRow): ClosureDto => ({
  id: row.id,
  fromDay: row.from_day,
  toDay: row.to_day,
  location: row.location,
  label: row.label,
  createdAt: row.created_at,
});

/** The error of a session that is not (or no longer) in the state the change needs. */
const wrongStatus = () => new AppError('BAD_REQUEST', PLANNING_MSG.status, { target: PLANNING_MSG.status });
const refused = () => forbidden('Only the coaches of this group may change its sessions');

const mailedSession = (row: PlannedRow): MailedSession => ({
  groupName: row.group_name,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  location: row.location,
});

interface FamilyRecipient {
  address: string;
  language: Language;
  memberIds: number[];
  children: string[];
  groupIds: Set<number>;
}

/**
 * The planning (docs/product.md#planning, #cancellations): the sessions the weekly slots plan,
 * the days the club closes, and cancellations with their mails. Admins and section managers
 * reach every group; a coach reads the groups they reach (coached, or through a sub-group) and
 * cancels or restores only the sessions of the groups they coach.
 */
export class PlanningService {
  private readonly links: PrivateLinks;

  constructor(private readonly deps: Deps) {
    this.links = new PrivateLinks({ signer: deps.linkSigner, clock: deps.clock });
  }

  /** GET /planning: the sessions of those days, of one group or of every group the user reaches. */
  async list(auth: AuthUser, query: PlanningQuery): Promise<PlannedSessionDto[]> {
    let groupIds: number[] | null;
    if (seesAllGroups(auth.roles)) {
      if (query.groupId !== undefined && !(await groupExists(this.deps.db, query.groupId))) throw notFound('Group not found');
      groupIds = query.groupId === undefined ? null : [query.groupId];
    } else {
      const reachable = await groupsReachedBy(this.deps.db, auth.userId);
      // A missing group and someone else's answer the same 403 (docs/product.md#roles).
      if (query.groupId !== undefined && !reachable.includes(query.groupId)) throw forbidden('Only the coaches of this group may reach it');
      groupIds = query.groupId === undefined ? reachable : [query.groupId];
    }
    const rows = await listPlanned(this.deps.db, { fromDay: query.fromDay, toDay: query.toDay, groupIds });
    return rows.map(toDto);
  }

  /** GET /planning/locations: the pools the time slots name. */
  locations(): Promise<string[]> {
    return slotLocations(this.deps.db);
  }

  /** May this user cancel or restore a session of this group? */
  private async mayChange(auth: AuthUser, groupId: number): Promise<boolean> {
    return seesAllGroups(auth.roles) || (await coachesGroup(this.deps.db, auth.userId, groupId));
  }

  /** The planned session, once this user may change it; a coach gets the same 403 for a missing one. */
  private async changeable(auth: AuthUser, id: number): Promise<PlannedRow> {
    const row = await findPlanned(this.deps.db, id);
    if (row === undefined) throw seesAllGroups(auth.roles) ? notFound('Planned session not found') : refused();
    if (!(await this.mayChange(auth, row.group_id))) throw refused();
    return row;
  }

  /**
   * POST /planning/cancel: one session, a day, or a day at one pool. The sessions still PLANNED
   * from today on are cancelled, and their families and coaches mailed, in one transaction; the
   * conditional update decides between simultaneous cancellations, so each is mailed once.
   */
  async cancel(auth: AuthUser, input: Cancel): Promise<CancellationDto> {
    const { target } = input;
    const now = this.deps.clock.now();
    // A session that has begun took place (its sheet may be taken): it is no longer cancelled, nor mailed about.
    if (target.kind === 'SESSION') {
      const row = await this.changeable(auth, target.plannedSessionId);
      if (row.status !== 'PLANNED' || row.starts_at <= now.toISOString()) throw wrongStatus();
    } else if (!seesAllGroups(auth.roles)) {
      throw forbidden('Only admins and section managers cancel a whole day or pool');
    }
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const candidates =
        target.kind === 'SESSION'
          ? [target.plannedSessionId]
          : await plannedIdsOfDay(trx, target.day, target.kind === 'POOL' ? target.location : null, now.toISOString());
      const cancelled = await cancelPlanned(trx, candidates, { reason: input.reason, at: now.toISOString(), by: auth.userId });
      if (cancelled.length === 0) {
        throw target.kind === 'SESSION'
          ? wrongStatus()
          : new AppError('BAD_REQUEST', PLANNING_MSG.nothingToCancel, { target: PLANNING_MSG.nothingToCancel });
      }
      const sessions = await findPlannedByIds(trx, cancelled);
      const mails = await this.queueMails(trx, sessions, 'CANCELLED', input.reason);
      return { sessions: sessions.length, mails };
    });
    this.deps.log.info(
      { event: 'planned_sessions_cancelled', target: target.kind, sessions: outcome.sessions, mails: outcome.mails, userId: auth.userId },
      'planned sessions cancelled',
    );
    return outcome;
  }

  /** POST /planning/{id}/restore: a cancelled session takes place after all; its families and coaches are told. */
  async restore(auth: AuthUser, id: number): Promise<CancellationDto> {
    const row = await this.changeable(auth, id);
    if (row.status !== 'CANCELLED' || row.starts_at <= this.deps.clock.now().toISOString()) throw wrongStatus();
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await restorePlanned(trx, id, this.deps.clock.now().toISOString()))) throw wrongStatus();
      const sessions = await findPlannedByIds(trx, [id]);
      return { sessions: 1, mails: await this.queueMails(trx, sessions, 'RESTORED', null) };
    });
    this.deps.log.info({ event: 'planned_session_restored', plannedSessionId: id, mails: outcome.mails, userId: auth.userId }, 'restored');
    return outcome;
  }

  /**
   * One mail per family address, listing the sessions of its children's groups, in the family's
   * language and with its absence link; one per coach of the groups (group and sub-group
   * coaches with an address), in their language. Answers how many were queued.
   */
  private async queueMails(
    trx: Transaction<DB>,
    sessions: readonly PlannedRow[],
    change: 'CANCELLED' | 'RESTORED',
    reason: string | null,
  ): Promise<number> {
    const groupIds = [...new Set(sessions.map((session) => session.group_id))];
    const clubName = await this.deps.club.name(trx);
    const sessionsOf = (groups: ReadonlySet<number>) => sessions.filter((session) => groups.has(session.group_id)).map(mailedSession);
    const kind = change === 'CANCELLED' ? 'SESSION_CANCELLED' : 'SESSION_RESTORED';
    let queued = 0;

    const families = new Map<string, FamilyRecipient>();
    for (const member of await familiesOfGroups(trx, groupIds)) {
      for (const address of familyAddresses(member)) {
        const key = address.toLowerCase();
        const recipient = families.get(key) ?? {
          address,
          language: asLanguage(member.m_language ?? member.gu_language),
          memberIds: [],
          children: [],
          groupIds: new Set<number>(),
        };
        recipient.memberIds.push(member.id);
        if (!recipient.children.includes(member.first_name)) recipient.children.push(member.first_name);
        if (member.group_id !== null) recipient.groupIds.add(member.group_id);
        families.set(key, recipient);
      }
    }
    for (const [emailKey, family] of families) {
      const token = await this.links.tokenOf(trx, 'FAMILY_ABSENCE', emailKey);
      const absenceUrl = absenceLinkUrl(this.deps.config.publicUrl, token);
      const mail = familyPlanningMail({
        language: family.language,
        clubName,
        change,
        sessions: sessionsOf(family.groupIds),
        reason,
        children: family.children,
        absenceUrl,
      });
      await this.deps.outbox.queue(trx, {
        kind,
        to: [family.address],
        language: family.language,
        link: absenceUrl,
        ...(family.memberIds.length === 1 ? { memberId: family.memberIds[0]! } : {}),
        memberIds: family.memberIds,
        ...mail,
      });
      queued += 1;
    }

    const coaches = new Map<number, { address: string; language: Language; groupIds: Set<number> }>();
    for (const coach of await coachesOfGroups(trx, groupIds)) {
      if (coach.email === null) continue;
      const recipient = coaches.get(coach.id) ?? {
        address: coach.email,
        language: asLanguage(coach.language),
        groupIds: new Set<number>(),
      };
      recipient.groupIds.add(coach.group_id);
      coaches.set(coach.id, recipient);
    }
    for (const coach of coaches.values()) {
      const mail = coachPlanningMail({ language: coach.language, clubName, change, sessions: sessionsOf(coach.groupIds), reason });
      await this.deps.outbox.queue(trx, { kind, to: [coach.address], language: coach.language, ...mail });
      queued += 1;
    }
    return queued;
  }

  /** GET /planning/closures. */
  async closures(): Promise<ClosureDto[]> {
    return (await listClosures(this.deps.db)).map(closureDto);
  }

  /** POST /planning/closures: the days closed lose their planned sessions (the cancelled ones stay). */
  async addClosure(auth: AuthUser, closure: Closure): Promise<ClosureDto> {
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const inserted = await insertClosure(trx, { ...closure, createdBy: auth.userId, createdAt: now.toISOString() });
      await syncPlanning(trx, now);
      return inserted;
    });
    this.deps.log.info({ event: 'closure_added', closureId: row.id, userId: auth.userId }, 'closure added');
    return closureDto(row);
  }

  /** DELETE /planning/closures/{id}: the days open again and their sessions are planned. */
  async removeClosure(auth: AuthUser, id: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await deleteClosure(trx, id))) throw notFound('Closure not found');
      await syncPlanning(trx, now);
    });
    this.deps.log.info({ event: 'closure_removed', closureId: id, userId: auth.userId }, 'closure removed');
  }
}
