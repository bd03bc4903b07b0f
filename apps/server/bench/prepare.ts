import { randomBytes } from 'node:crypto';
import { FAMILY_SESSION_COOKIE, UPLOADABLE_ITEMS } from '@club/domain';
import type { Kysely } from 'kysely';
import { hashToken } from '../src/auth/tokens.js';
import type { DB } from '../src/db/types.js';
import { insertFamilyLink } from '../src/features/family/repositories/links.js';
import { PrivateLinks } from '../src/features/private-links/service.js';
import { PrivateLinkSigner } from '../src/features/private-links/signer.js';
import { smallPdf } from '../src/features/uploads/test-data.js';
import type { Clock } from '../src/lib/clock.js';
import type { ReadIds } from './routes.js';
import { weekOf } from './scenarios.js';
import type { BenchFixtures } from './seed.js';

/** What the club's database gives the reads before the server starts: ids, and the family's links. */
export interface SeededReads {
  ids: Omit<ReadIds, 'paymentId' | 'uploadId' | 'acknowledgementId' | 'calendarFeedFile' | 'textVersion'>;
  /** A one-time sign-in link of the family, as the sign-in mail carries it. */
  familyLinkToken: string;
}

/** Everything the reads need once the server runs: the ids, the family's session, the admin's login. */
export interface ReadContext {
  ids: ReadIds;
  /** The Cookie header of the family's session. */
  familyCookie: string;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Reads the ids the filler needs from the seeded club and gives the family a sign-in link and
 * its absence link, as the family feature and the planning mails do (the link kept hashed, the
 * absence link signed with the server's secret).
 */
export const seedReads = async (db: Kysely<DB>, clock: Clock, jwtSecret: string, fixtures: BenchFixtures): Promise<SeededReads> => {
  const now = clock.now();
  const member = await db
    .selectFrom('members as m')
    .leftJoin('guardians as g', 'g.id', 'm.guardian_id')
    .select(['m.id', 'm.group_id', 'm.birth_date', 'm.email_key', 'g.email_key as guardian_email_key'])
    .where('m.id', '=', fixtures.family.memberId)
    .executeTakeFirstOrThrow();
  const emailKey = member.guardian_email_key ?? member.email_key;
  if (emailKey === null) throw new Error(`The bench family's member ${member.id} has no address`);
  const groupId = member.group_id ?? fixtures.groupIds[0]!;
  const group = await db.selectFrom('groups').select('section_id').where('id', '=', groupId).executeTakeFirstOrThrow();
  const coach = await db.selectFrom('group_coaches').select('user_id').where('group_id', '=', groupId).executeTakeFirst();
  const anyStaff = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const session = await db
    .selectFrom('training_sessions')
    .select('id')
    .where('group_id', '=', groupId)
    .orderBy('date', 'desc')
    .executeTakeFirstOrThrow();
  const test = await db.selectFrom('tests').select('id').where('completed', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const season = await db.selectFrom('seasons').select('start_date').where('is_current', '=', 1).executeTakeFirstOrThrow();

  const familyLinkToken = randomBytes(24).toString('base64url');
  await insertFamilyLink(db, {
    hash: hashToken(familyLinkToken),
    emailKey,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
  });
  const links = new PrivateLinks({ signer: PrivateLinkSigner.fromSecret(jwtSecret), clock });
  const absenceToken = await links.tokenOf(db, 'FAMILY_ABSENCE', emailKey);
  const week = weekOf(now);
  return {
    familyLinkToken,
    ids: {
      groupId,
      sectionId: group.section_id,
      coachId: coach?.user_id ?? anyStaff.id,
      memberId: member.id,
      subscriptionId: fixtures.family.subscriptionId,
      subscriptionToken: fixtures.family.token,
      sessionId: session.id,
      testId: test.id,
      textKey: 'privacy',
      absenceToken,
      birthYear: Number(member.birth_date.slice(0, 4)),
      week,
      weekDays: { from: day(week.start), to: day(week.end) },
      seasonDays: { from: season.start_date, to: day(now.getTime()) },
      today: day(now.getTime()),
    },
  };
};

/** One HTTP answer, JSON or not. */
interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

const call = async (baseUrl: string, path: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, body: await response.text(), headers: response.headers };
};

const expectStatus = (what: string, answer: Answer, status: number): Answer => {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return answer;
};

const CLUB_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1565c0"/><path d="M8 40q12-8 24 0t24 0" stroke="#fff" stroke-width="4" fill="none"/></svg>';

/** Logs the admin in and gives the Authorization header (an access token lasts 15 minutes). */
export const staffLogin = async (baseUrl: string, fixtures: BenchFixtures): Promise<string> => {
  const login = expectStatus(
    'Admin login',
    await call(baseUrl, '/api/coach/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: fixtures.adminLogin, password: fixtures.password }),
    }),
    200,
  );
  return `Bearer ${(JSON.parse(login.body) as { token: { access: string } }).token.access}`;
};

/**
 * Logs each staff account in once, one after the other, as each logs in at the club on a
 * working day. The login throttle counts an attempt from an address where its account never
 * logged in against that address until it succeeds, and refuses past 10 held at once
 * (src/features/auth/throttle.ts): 50 first logins at once from the bench's one address would be
 * refused with 429, as a burst from a stranger's address should be. Once an account has logged
 * in from the address, the address is its own and its attempts are counted only against itself.
 */
export const loginEachStaffOnce = async (baseUrl: string, fixtures: BenchFixtures): Promise<void> => {
  for (const login of fixtures.staffLogins) {
    expectStatus(
      `Login of ${login}`,
      await call(baseUrl, '/api/coach/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password: fixtures.password }),
      }),
      200,
    );
  }
};

/** Opens a family's session with a sign-in link's token, as the family page does: its cookie, `name=value`. */
export const openFamilySession = async (baseUrl: string, linkToken: string): Promise<string> => {
  const opened = expectStatus(
    'Family session',
    await call(baseUrl, '/api/family/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: linkToken }),
    }),
    200,
  );
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${FAMILY_SESSION_COOKIE}=`));
  if (cookie === undefined) throw new Error('The family session set no cookie');
  return cookie;
};

/**
 * Through the running server, as the family and the admin would: opens the family's session
 * with its sign-in link, records a payment of its subscription, publishes the privacy notice,
 * signs it and uploads a document from the family space, sets the club's logo, and asks for the
 * group's calendar link.
 */
export const prepareReads = async (baseUrl: string, seeded: SeededReads, authorization: string): Promise<ReadContext> => {
  const { ids } = seeded;
  const json = { 'content-type': 'application/json' };
  const family = { cookie: await openFamilySession(baseUrl, seeded.familyLinkToken) };
  const staff = { authorization };

  const payment = expectStatus(
    'Payment',
    await call(baseUrl, '/api/payment/', {
      method: 'POST',
      headers: { ...staff, ...json },
      body: JSON.stringify({
        allocations: [{ subscriptionId: ids.subscriptionId, amountCents: 1000 }],
        method: 'CHEQUE',
        reference: 'Chèque 1234567 CMB',
        paidOn: ids.today,
      }),
    }),
    201,
  );
  // The club's text published as shipped: its version is what the family signs and staff read again.
  const draft = JSON.parse(expectStatus('Text', await call(baseUrl, `/api/club/texts/${ids.textKey}`, { headers: staff }), 200).body) as {
    fr: string;
    en: string;
  };
  const published = expectStatus(
    'Text publication',
    await call(baseUrl, `/api/club/texts/${ids.textKey}`, {
      method: 'PUT',
      headers: { ...staff, ...json },
      body: JSON.stringify({ fr: draft.fr, en: draft.en }),
    }),
    200,
  );
  const text = expectStatus('Family text', await call(baseUrl, `/api/family/texts/${ids.textKey}`, { headers: family }), 200);
  const signed = await call(baseUrl, `/api/family/members/${ids.memberId}/acknowledgements`, {
    method: 'POST',
    headers: { ...family, ...json },
    body: JSON.stringify({
      key: ids.textKey,
      version: (JSON.parse(text.body) as { versionLabel: string }).versionLabel,
      signedName: 'Claire Martin',
    }),
  });
  if (signed.status !== 201 && signed.status !== 200) expectStatus('Signature', signed, 201);
  // The first document the subscription's checklist asks for.
  let upload: Answer | undefined;
  for (const kind of UPLOADABLE_ITEMS) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([smallPdf()], { type: 'application/pdf' }), 'scan.pdf');
    upload = await call(baseUrl, `/api/family/members/${ids.memberId}/documents`, { method: 'POST', headers: family, body: form });
    if (upload.status !== 400) break;
  }
  expectStatus('Upload', upload!, 201);
  // The club's logo, which the public pages show.
  expectStatus(
    'Logo',
    await call(baseUrl, '/api/club/logo', {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'image/svg+xml' },
      body: CLUB_LOGO,
    }),
    200,
  );
  const calendar = expectStatus('Calendar link', await call(baseUrl, `/api/calendar/group/${ids.groupId}/link`, { headers: staff }), 200);
  const feedUrl = (JSON.parse(calendar.body) as { url: string }).url;
  return {
    familyCookie: family.cookie,
    ids: {
      ...ids,
      textVersion: (JSON.parse(published.body) as { version: number }).version,
      paymentId: (JSON.parse(payment.body) as { id: number }).id,
      acknowledgementId: (JSON.parse(signed.body) as { id: number }).id,
      uploadId: (JSON.parse(upload!.body) as { id: number }).id,
      calendarFeedFile: new URL(feedUrl).pathname.split('/').pop()!,
    },
  };
};
