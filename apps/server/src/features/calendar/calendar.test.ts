import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSeason, buildSubGroup } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { PrivateLinks } from '../private-links/service.js';

/**
 * docs/product.md#calendar-feeds: the feeds as a calendar app reads them (parsed with ical.js),
 * what each one shows and to whom, and their links' lives. The planned sessions are written
 * straight into the table, as the planning keeps them.
 */

interface Parsed {
  root: ICAL.Component;
  events: ICAL.Event[];
}

const parse = (text: string): Parsed => {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { root, events: root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
};

const tokenOfUrl = (url: string): string => /\/api\/calendar\/feed\/([^/]+)\.ics$/.exec(url)![1]!;

describe('calendar feeds', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coachA: StaffMember;
  let coachB: StaffMember;
  let subCoach: StaffMember;
  let groupA: number;
  let groupB: number;
  let groupC: number;
  let lea: number;
  let zoe: number;
  let family: SignedInFamily;
  /** Planned session ids by name. */
  const planned: Record<string, number> = {};
  let tryoutLea: number;
  let tryoutZoe: number;

  const insertPlanned = async (groupId: number, day: string, startsAt: string, endsAt: string, location = 'Stade Louis II') =>
    (
      await t.deps.db
        .insertInto('planned_sessions')
        .values({
          group_id: groupId,
          time_slot_id: null,
          day,
          starts_at: startsAt,
          ends_at: endsAt,
          location,
          status: 'PLANNED',
          cancel_reason: null,
          cancelled_at: null,
          cancelled_by: null,
          created_at: '2026-11-01T10:00:00.000Z',
          updated_at: '2026-11-01T10:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const insertTryout = async (scheduledAt: string, memberIds: number[]) => {
    const test = await t.deps.db
      .insertInto('tests')
      .values({
        scheduled_at: scheduledAt,
        capacity: 10,
        min_birth_year: 2010,
        max_birth_year: 2018,
        type_id: 9,
        location: 'Piscine Saint-Charles',
        completed: 0,
        created_at: '2026-11-02T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('test_members')
      .values(
        memberIds.map((member_id) => ({
          test_id: test.id,
          member_id,
          result_group_id: null,
          failed: 0,
          assigned_at: '2026-11-03T10:00:00.000Z',
        })),
      )
      .execute();
    return test.id;
  };

  const link = async (url: string, who: { headers: Record<string, string> }): Promise<string> => {
    const answer = await t.call({ method: 'GET', url, headers: who.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ url: string }>().url;
  };

  /** A calendar app's fetch: no cookie, no login. */
  const fetchFeed = (url: string) => t.call({ method: 'GET', url: new URL(url).pathname });

  const feedOf = async (url: string): Promise<Parsed> => {
    const answer = await fetchFeed(url);
    expect(answer.statusCode, answer.body).toBe(200);
    return parse(answer.body);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    coachA = await t.staff(['COACH'], { firstName: 'Marc', lastName: 'Coach' });
    coachB = await t.staff(['COACH']);
    subCoach = await t.staff(['COACH']);
    groupA = await buildGroup(db, { name: 'Benjamins', coaches: [coachA.id] });
    groupB = await buildGroup(db, { name: 'Minimes', coaches: [coachB.id] });
    groupC = await buildGroup(db, { name: 'Avenirs' });
    await buildSubGroup(db, groupC, { coaches: [coachA.id, subCoach.id] });
    await buildSeason(db, '2027-2028');

    const guardian = await buildGuardian(db, { email: 'famille.calendrier@example.com', lastName: 'Martin' });
    lea = await buildMember(db, { firstName: 'Léa', lastName: 'Martin', guardianId: guardian, groupId: groupA, birthDate: '2014-03-15' });
    await buildMember(db, { firstName: 'Tom', lastName: 'Martin', guardianId: guardian, groupId: groupB, birthDate: '2016-05-01' });
    const other = await buildGuardian(db, { email: 'autre.famille@example.com', lastName: 'Durand' });
    zoe = await buildMember(db, { firstName: 'Zoé', lastName: 'Durand', guardianId: other, groupId: groupA });

    // 18:00 in Monaco: UTC+1 in December, UTC+2 in June.
    planned.winterA = await insertPlanned(groupA, '2026-12-07', '2026-12-07T17:00:00.000Z', '2026-12-07T18:30:00.000Z');
    planned.summerA = await insertPlanned(groupA, '2027-06-07', '2027-06-07T16:00:00.000Z', '2027-06-07T17:30:00.000Z');
    planned.nextSeasonA = await insertPlanned(groupA, '2027-09-13', '2027-09-13T16:00:00.000Z', '2027-09-13T17:30:00.000Z');
    // A season over for more than a month: not in the feeds any more.
    planned.oldA = await insertPlanned(groupA, '2025-12-01', '2025-12-01T17:00:00.000Z', '2025-12-01T18:30:00.000Z');
    planned.b = await insertPlanned(groupB, '2026-12-08', '2026-12-08T17:00:00.000Z', '2026-12-08T18:30:00.000Z', 'Piscine Saint-Charles');
    planned.c = await insertPlanned(groupC, '2026-12-09', '2026-12-09T17:00:00.000Z', '2026-12-09T18:30:00.000Z');
    tryoutLea = await insertTryout('2026-12-12T09:00:00.000Z', [lea]);
    tryoutZoe = await insertTryout('2026-12-13T09:00:00.000Z', [zoe]);
    family = await signInFamily(t, 'famille.calendrier@example.com');
  });
  afterAll(() => t.close());

  it('serves a group feed in Monaco time with its VTIMEZONE, as text/calendar with no login', async () => {
    const url = await link(`/api/calendar/group/${groupA}/link`, coachA);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    const answer = await fetchFeed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename=".+\.ics"$/);
    expect(answer.headers['set-cookie']).toBeUndefined();

    const { root, events } = parse(answer.body);
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Club de natation – Benjamins');
    const zone = root.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Monaco');
    expect(events.map((e) => e.uid)).toEqual([
      `planned-${planned.winterA}@localhost`,
      `planned-${planned.summerA}@localhost`,
      `planned-${planned.nextSeasonA}@localhost`,
    ]);
    for (const [event, utc] of [
      [events[0]!, '2026-12-07T17:00:00.000Z'],
      [events[1]!, '2027-06-07T16:00:00.000Z'],
    ] as const) {
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Monaco');
      expect(event.startDate.zone?.tzid).toBe('Europe/Monaco');
      expect([event.startDate.hour, event.startDate.minute]).toEqual([18, 0]);
      expect(event.startDate.toJSDate().toISOString()).toBe(utc);
      expect([event.endDate.hour, event.endDate.minute]).toEqual([19, 30]);
      expect(event.summary).toBe('Entraînement – Benjamins');
      expect(event.location).toBe('Stade Louis II');
      expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    }
    // DTSTAMP and LAST-MODIFIED are UTC instants (RFC 5545).
    expect(answer.body).toMatch(/\r\nDTSTAMP:20261101T100000Z\r\n/);
    expect(answer.body).toMatch(/\r\nLAST-MODIFIED:20261101T100000Z\r\n/);
  });

  it('keeps the URL and the UIDs, raises SEQUENCE on a change and keeps a cancelled session, marked', async () => {
    const url = await link(`/api/calendar/group/${groupA}/link`, coachA);
    expect(await link(`/api/calendar/group/${groupA}/link`, admin)).toBe(url);
    const before = await feedOf(url);
    const again = await feedOf(url);
    expect(again.events.map((e) => e.uid)).toEqual(before.events.map((e) => e.uid));
    expect(before.events[0]!.sequence).toBe(0);

    // As a cancellation writes it.
    await t.deps.db
      .updateTable('planned_sessions')
      .set((eb) => ({
        status: 'CANCELLED',
        cancel_reason: 'Bassin fermé',
        cancelled_at: '2026-11-21T10:00:00.000Z',
        sequence: eb('sequence', '+', 1),
        updated_at: '2026-11-21T10:00:00.000Z',
      }))
      .where('id', '=', planned.winterA!)
      .execute();
    const after = await feedOf(url);
    const cancelled = after.events.find((e) => e.uid === `planned-${planned.winterA}@localhost`)!;
    expect(after.events).toHaveLength(before.events.length);
    expect(cancelled.sequence).toBe(1);
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.description).toContain('Bassin fermé');
    expect(cancelled.summary).toBe('Annulé – Entraînement – Benjamins');
    expect(String(cancelled.component.getFirstPropertyValue('last-modified'))).toBe('2026-11-21T10:00:00Z');
    const untouched = after.events.find((e) => e.uid === `planned-${planned.summerA}@localhost`)!;
    expect(untouched.sequence).toBe(0);
  });

  it("gives a family its children's sessions and convened try-outs, and nothing of another family", async () => {
    const answer = await t.call({ method: 'GET', url: '/api/family/calendar-link', headers: family.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const url = answer.json<{ url: string }>().url;
    const text = (await fetchFeed(url)).body;
    const { root, events } = parse(text);
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Club de natation – famille Martin');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.get(`planned-${planned.summerA}@localhost`)?.summary).toBe('Léa – Benjamins');
    expect(byUid.get(`planned-${planned.b}@localhost`)?.summary).toBe('Tom – Minimes');
    const tryout = byUid.get(`tryout-${tryoutLea}-${lea}@localhost`);
    expect(tryout?.summary).toBe('Test de natation – Léa');
    expect(tryout?.startDate.toJSDate().toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(byUid.has(`tryout-${tryoutZoe}-${zoe}@localhost`)).toBe(false);
    expect(byUid.has(`planned-${planned.c}@localhost`)).toBe(false);
    expect(text).not.toContain('Zoé');
    expect(text).not.toContain('Durand');
    // Sorted by start: the cancelled winter session, Tom's, Léa's try-out, …
    expect(events.slice(0, 3).map((e) => e.uid)).toEqual([
      `planned-${planned.winterA}@localhost`,
      `planned-${planned.b}@localhost`,
      `tryout-${tryoutLea}-${lea}@localhost`,
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("names every child of the family in a group's session once, and the other family only in its own feed", async () => {
    const other = await signInFamily(t, 'autre.famille@example.com');
    const url = (await t.call({ method: 'GET', url: '/api/family/calendar-link', headers: other.headers })).json<{ url: string }>().url;
    const mine = (await t.call({ method: 'GET', url: '/api/family/calendar-link', headers: family.headers })).json<{ url: string }>().url;
    expect(url).not.toBe(mine);
    const { events } = await feedOf(url);
    expect(events.map((e) => e.summary)).toContain('Zoé – Benjamins');
    expect(events.map((e) => e.uid)).toContain(`tryout-${tryoutZoe}-${zoe}@localhost`);
    expect(events.some((e) => /Léa|Tom|Minimes/.test(`${e.summary} ${e.description}`))).toBe(false);
  });

  it("gives a coach the sessions of the groups and sub-groups' groups they coach, only", async () => {
    const { root, events } = await feedOf(await link('/api/calendar/coach/link', coachA));
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Club de natation – Marc Coach');
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`planned-${planned.summerA}@localhost`);
    expect(uids).toContain(`planned-${planned.c}@localhost`);
    expect(uids).not.toContain(`planned-${planned.b}@localhost`);
    expect(uids).not.toContain(`planned-${planned.oldA}@localhost`);
    const other = await feedOf(await link('/api/calendar/coach/link', coachB));
    expect(other.events.map((e) => e.uid)).toEqual([`planned-${planned.b}@localhost`]);
  });

  it("refuses a coach another group's link, and its revocation to a sub-group's coach", async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await t.call({ method, url: `/api/calendar/group/${groupA}/link`, headers: coachB.headers })).statusCode).toBe(403);
      // A group that does not exist answers a coach the same.
      expect((await t.call({ method, url: '/api/calendar/group/987654/link', headers: coachB.headers })).statusCode).toBe(403);
      expect((await t.call({ method, url: '/api/calendar/group/987654/link', headers: admin.headers })).statusCode).toBe(404);
    }
    // A sub-group's coach reads the group's link, but only the group's coaches and the managers revoke it.
    await link(`/api/calendar/group/${groupC}/link`, subCoach);
    expect((await t.call({ method: 'DELETE', url: `/api/calendar/group/${groupC}/link`, headers: subCoach.headers })).statusCode).toBe(403);
  });

  it('revokes: the old URL answers 404 and the next GET gives another one, for each kind', async () => {
    const cases = [
      { path: `/api/calendar/group/${groupB}/link`, headers: coachB.headers },
      { path: '/api/calendar/coach/link', headers: coachB.headers },
      { path: '/api/family/calendar-link', headers: family.headers },
    ];
    for (const { path, headers } of cases) {
      const old = await link(path, { headers });
      expect((await fetchFeed(old)).statusCode).toBe(200);
      expect((await t.call({ method: 'DELETE', url: path, headers })).statusCode).toBe(204);
      expect((await fetchFeed(old)).statusCode, path).toBe(404);
      const renewed = await link(path, { headers });
      expect(renewed).not.toBe(old);
      expect((await fetchFeed(renewed)).statusCode).toBe(200);
      expect(await link(path, { headers })).toBe(renewed);
    }
  });

  it('makes one link when five first requests arrive at once', async () => {
    const group = await buildGroup(t.deps.db, { coaches: [coachA.id] });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call({ method: 'GET', url: `/api/calendar/group/${group}/link`, headers: coachA.headers })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<{ url: string }>().url)).size).toBe(1);
    const rows = await t.deps.db
      .selectFrom('private_links')
      .select('id')
      .where('kind', '=', 'CALENDAR_GROUP')
      .where('subject', '=', String(group))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 to a forged, altered or other-kind token, and stores no token', async () => {
    const url = await link(`/api/calendar/group/${groupA}/link`, admin);
    const token = tokenOfUrl(url);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const absenceToken = await new PrivateLinks({ signer: t.deps.linkSigner, clock: t.clock }).tokenOf(
      t.deps.db,
      'FAMILY_ABSENCE',
      'famille.calendrier@example.com',
    );
    for (const file of [
      `${token.slice(0, -1)}${last}.ics`,
      `${token.slice(0, 16)}${'A'.repeat(43)}.ics`,
      `${'x'.repeat(59)}.ics`,
      token,
      `${token}.txt`,
      `${absenceToken}.ics`,
    ]) {
      expect((await t.call({ method: 'GET', url: `/api/calendar/feed/${file}` })).statusCode, file).toBe(404);
    }
    // The database holds the public ids only: no column of any link holds a URL's secret part.
    const urls = [
      url,
      await link('/api/calendar/coach/link', coachA),
      (await t.call({ method: 'GET', url: '/api/family/calendar-link', headers: family.headers })).json<{ url: string }>().url,
    ];
    const rows = await t.deps.db.selectFrom('private_links').selectAll().execute();
    const stored = rows.map((r) => Object.values(r).join('|')).join('\n');
    for (const secret of [...urls.map((u) => tokenOfUrl(u).slice(16)), absenceToken.slice(16)]) expect(stored).not.toContain(secret);
  });

  it("drops a family's links when its last member is erased, and a coach's when the account is deleted", async () => {
    const { db } = t.deps;
    const guardian = await buildGuardian(db, { email: 'seul.enfant@example.com', lastName: 'Petit' });
    const child = await buildMember(db, { firstName: 'Noé', lastName: 'Petit', guardianId: guardian, groupId: groupA });
    const alone = await signInFamily(t, 'seul.enfant@example.com');
    const url = (await t.call({ method: 'GET', url: '/api/family/calendar-link', headers: alone.headers })).json<{ url: string }>().url;
    await new PrivateLinks({ signer: t.deps.linkSigner, clock: t.clock }).tokenOf(db, 'FAMILY_ABSENCE', 'seul.enfant@example.com');
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const erased = await t.call({
      method: 'POST',
      url: `/api/privacy/member/${child}/erase`,
      headers: admin.headers,
      payload: { lastName: 'Petit' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect(await db.selectFrom('private_links').select('id').where('subject', '=', 'seul.enfant@example.com').execute()).toEqual([]);
    // The other family's links stay.
    expect(await db.selectFrom('private_links').select('id').where('subject', '=', 'famille.calendrier@example.com').execute()).not.toEqual(
      [],
    );

    const leaving = await t.staff(['COACH']);
    const coachUrl = await link('/api/calendar/coach/link', leaving);
    expect((await t.call({ method: 'DELETE', url: `/api/coach/${leaving.id}`, headers: admin.headers })).statusCode).toBe(204);
    expect((await fetchFeed(coachUrl)).statusCode).toBe(404);
    expect(
      await db
        .selectFrom('private_links')
        .select('id')
        .where('kind', '=', 'CALENDAR_COACH')
        .where('subject', '=', String(leaving.id))
        .execute(),
    ).toEqual([]);
  });
});
