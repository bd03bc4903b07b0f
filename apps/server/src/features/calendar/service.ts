import { coachesGroup, groupsReachedBy } from '../sessions/repository.js';
import { localDayOf, seesAllGroups, shiftDay, type CalendarLinkDto } from '@club/domain';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/access.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { asLanguage, DEFAULT_LANGUAGE } from '../../lib/language.js';
import type { ClubIdentity } from '../club/identity.js';
import { membersOfAddress } from '../family/repositories/members.js';
import { PrivateLinks, type PrivateLinkKind } from '../private-links/service.js';
import type { PrivateLinkSigner } from '../private-links/signer.js';
import { calendarFeedUrl } from '../private-links/urls.js';
import { familyFeedName, feedName, feedText, sessionEvent, tryoutEvent, type FeedEvent } from './feed.js';
import {
  feedWindow,
  findGroupName,
  findStaffMember,
  groupsOfMembers,
  plannedSessionsOfGroups,
  reachesGroup,
  tryoutsOfMembers,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  linkSigner: PrivateLinkSigner;
  config: { publicUrl: string };
  club: ClubIdentity;
}

/** A feed as the route sends it. */
export interface FeedFile {
  filename: string;
  text: string;
}

/** A season over less than a month ago still shows, for the last sessions' changes. */
const PAST_SEASON_DAYS = 31;
const FEED_FILE = /^(.+)\.ics$/;
const FEED_KINDS = ['CALENDAR_GROUP', 'CALENDAR_COACH', 'CALENDAR_FAMILY'] as const satisfies readonly PrivateLinkKind[];

const refused = () => forbidden('Only the coaches of this group may reach its calendar');
/** The same answer for a forged, unknown or revoked link and for one whose subject is gone. */
const noFeed = () => notFound('Calendar not found');

/**
 * The private calendar feeds (docs/product.md#calendar-feeds): a group's, a coach's and a
 * family's, each behind one revocable link (docs/architecture.md#private-links). Staff reach a
 * group's link as they reach its sessions: admins and section managers every group, a coach the
 * groups they coach and those of their sub-groups; revoking it is for a coach of the group itself.
 */
export class CalendarService {
  private readonly links: PrivateLinks;

  constructor(private readonly deps: Deps) {
    this.links = new PrivateLinks({ signer: deps.linkSigner, clock: deps.clock });
  }

  private async linkOf(kind: PrivateLinkKind, subject: string): Promise<CalendarLinkDto> {
    return { url: calendarFeedUrl(this.deps.config.publicUrl, await this.links.tokenOf(this.deps.db, kind, subject)) };
  }

  /** A coach gets the same 403 for a group they do not reach and for a missing one; others a 404 for a missing one. */
  private async checkGroup(auth: AuthUser, groupId: number, mayReach: (userId: number) => Promise<boolean>): Promise<void> {
    if (seesAllGroups(auth.roles)) {
      if ((await findGroupName(this.deps.db, groupId)) === undefined) throw notFound('Group not found');
    } else if (!(await mayReach(auth.userId))) throw refused();
  }

  async groupLink(auth: AuthUser, groupId: number): Promise<CalendarLinkDto> {
    await this.checkGroup(auth, groupId, (userId) => reachesGroup(this.deps.db, userId, groupId));
    return this.linkOf('CALENDAR_GROUP', String(groupId));
  }

  async revokeGroupLink(auth: AuthUser, groupId: number): Promise<void> {
    await this.checkGroup(auth, groupId, (userId) => coachesGroup(this.deps.db, userId, groupId));
    await this.links.revoke(this.deps.db, 'CALENDAR_GROUP', String(groupId));
  }

  /** The caller's own feed: the sessions of every group they reach. */
  coachLink(auth: AuthUser): Promise<CalendarLinkDto> {
    return this.linkOf('CALENDAR_COACH', String(auth.userId));
  }

  async revokeCoachLink(auth: AuthUser): Promise<void> {
    await this.links.revoke(this.deps.db, 'CALENDAR_COACH', String(auth.userId));
  }

  familyLink(emailKey: string): Promise<CalendarLinkDto> {
    return this.linkOf('CALENDAR_FAMILY', emailKey);
  }

  async revokeFamilyLink(emailKey: string): Promise<void> {
    await this.links.revoke(this.deps.db, 'CALENDAR_FAMILY', emailKey);
  }

  /** The feed a `<token>.ics` opens. A token is signed for one kind, so at most one kind's look-up reaches the database. */
  async feed(file: string): Promise<FeedFile> {
    const token = FEED_FILE.exec(file)?.[1];
    if (token === undefined) throw noFeed();
    for (const kind of FEED_KINDS) {
      const subject = await this.links.subjectOf(this.deps.db, kind, token);
      if (subject === null) continue;
      if (kind === 'CALENDAR_GROUP') return this.groupFeed(Number(subject));
      if (kind === 'CALENDAR_COACH') return this.coachFeed(Number(subject));
      return this.familyFeed(subject);
    }
    throw noFeed();
  }

  private async window() {
    return feedWindow(this.deps.db, shiftDay(localDayOf(this.deps.clock.now()).day, -PAST_SEASON_DAYS));
  }

  private host(): string {
    return new URL(this.deps.config.publicUrl).hostname;
  }

  private async groupFeed(groupId: number): Promise<FeedFile> {
    const name = await findGroupName(this.deps.db, groupId);
    if (name === undefined) throw noFeed();
    const window = await this.window();
    const rows = window === null ? [] : await plannedSessionsOfGroups(this.deps.db, [groupId], window);
    const host = this.host();
    const events = rows.map((row) => sessionEvent(row, host, DEFAULT_LANGUAGE));
    return { filename: `group-${groupId}.ics`, text: feedText(feedName(await this.deps.club.name(), name), events) };
  }

  private async coachFeed(userId: number): Promise<FeedFile> {
    const user = await findStaffMember(this.deps.db, userId);
    if (user === undefined) throw noFeed();
    const language = asLanguage(user.language);
    const window = await this.window();
    const groups = await groupsReachedBy(this.deps.db, userId);
    const rows = window === null ? [] : await plannedSessionsOfGroups(this.deps.db, groups, window);
    const host = this.host();
    const events = rows.map((row) => sessionEvent(row, host, language));
    const clubName = await this.deps.club.name();
    return { filename: 'coach.ics', text: feedText(feedName(clubName, `${user.first_name} ${user.last_name}`), events) };
  }

  /**
   * The family's children's sessions, one event per session naming the children of the family
   * in that group (never another family's), and the try-out tests each child is convened to.
   */
  private async familyFeed(emailKey: string): Promise<FeedFile> {
    const members = await membersOfAddress(this.deps.db, emailKey);
    const first = members[0];
    const language = asLanguage(first?.guardian_language ?? first?.language ?? DEFAULT_LANGUAGE);
    const memberIds = members.map((m) => m.id);
    const children = await groupsOfMembers(this.deps.db, memberIds);
    const namesByGroup = new Map<number, string[]>();
    for (const member of members) {
      const groupId = children.find((c) => c.id === member.id)?.group_id;
      if (groupId == null) continue;
      namesByGroup.set(groupId, [...(namesByGroup.get(groupId) ?? []), member.first_name]);
    }
    const window = await this.window();
    const host = this.host();
    const events: FeedEvent[] = [];
    if (window !== null) {
      for (const row of await plannedSessionsOfGroups(this.deps.db, [...namesByGroup.keys()], window)) {
        events.push(sessionEvent(row, host, language, namesByGroup.get(row.group_id)));
      }
      for (const row of await tryoutsOfMembers(this.deps.db, memberIds, window)) events.push(tryoutEvent(row, host, language));
    }
    events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
    const lastNames = [...new Set(members.map((m) => m.last_name))];
    const clubName = await this.deps.club.name();
    return { filename: 'family.ics', text: feedText(familyFeedName(clubName, lastNames, language), events) };
  }
}
