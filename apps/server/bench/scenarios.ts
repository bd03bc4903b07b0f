import type { BenchFixtures } from './seed.js';
import { multipartBody, REFUNDED_CENTS, UPLOADS_WAITING_PER_KIND, type WriteContext, type WriteFixtures } from './writes.js';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: string | Buffer;
  headers: Record<string, string>;
}

export interface Scenario {
  name: string;
  kind: 'read' | 'write';
  /** The n-th request of the run; writes give every call its own valid target. */
  request: (n: number) => BenchRequest;
  /** How many distinct targets a write has: past them a call would only replay an earlier one. */
  targets?: number;
  /** p99 target in ms when not the writes' 100 ms (uploads: 1 s for 5 MB). */
  targetP99Ms?: number;
  /** Concurrent clients when not the run's (5 MB bodies: a few). */
  connections?: number;
  /** Warm-up calls of a write when not the default. */
  warmUp?: number;
  /** Seconds of load at least, whatever the run's duration: a write taking most of a second needs a few to give a p99. */
  minSeconds?: number;
}

/** Clients sending 5 MB files at once: a few families at a time, not 50. */
export const UPLOAD_CONNECTIONS = 4;
const UPLOAD_WARM_UP = 4;
const UPLOAD_SECONDS = 5;
export const UPLOAD_TARGET_P99_MS = 1000;

/**
 * A client address of its own for the n-th request (10.x.y.z), sent as X-Forwarded-For to a
 * server behind its proxy (TRUST_PROXY): families sign in from their own phones, not all from one.
 */
export const clientAddress = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The n-th distinct pair of days [from, to] from `firstDay` on: `span` starts, then each a day longer. */
export const dayRange = (firstDay: string, n: number, span: number): { fromDay: string; toDay: string } => {
  const start = Date.parse(`${firstDay}T00:00:00Z`) + (n % span) * 86_400_000;
  const length = Math.floor(n / span);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { fromDay: day(start), toDay: day(start + length * 86_400_000) };
};

const json = { 'content-type': 'application/json' };
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/**
 * Monday 00:00 to Sunday 23:59:59.999 of the week of `now` (the session list's default,
 * docs/product.md#screen-sessions), in ms.
 */
export const weekOf = (now: Date): { start: number; end: number } => {
  const day = (now.getUTCDay() + 6) % 7;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day);
  return { start, end: start + 7 * 86_400_000 - 1 };
};

/** A complete public form for a seeded SCHEDULED subscription, with every acceptance ticked. */
const submitBody = (fixtures: BenchFixtures, n: number): string => {
  const target = fixtures.submits[n % fixtures.submits.length]!;
  return JSON.stringify({
    token: target.token,
    id: target.memberId,
    subscriptionId: target.subscriptionId,
    fname: target.firstName,
    lname: target.lastName,
    gender: target.gender,
    birthDate: target.birthDate,
    birthPlace: 'Monaco',
    nationality: 'MC',
    guardianFname: 'Claire',
    guardianLname: target.lastName,
    guardianEmail: `famille.${target.subscriptionId}@example.org`,
    guardianPhone: `06${String(10_000_000 + (target.subscriptionId % 89_999_999))}`,
    instagramHandle: '',
    secondGuardianEmail: '',
    secondGuardianPhone: '',
    address: '12, boulevard des Moulins',
    addressComp: '',
    city: 'Monaco',
    zipCode: '98000',
    country: 'MC',
    shirtSizeId: 3,
    shortSizeId: 3,
    covidClause: true,
    privacyAccepted: true,
    rulesAccepted: true,
    codeOfConductAccepted: true,
    guardianCodeOfConductAccepted: true,
  });
};

/**
 * The endpoints the bench drives besides the discovered GET routes: the login, then the writes
 * (they change what reads see, so they run after them).
 */
export const buildScenarios = (
  fixtures: BenchFixtures,
  accessToken: string,
  now: Date,
  writes?: { fixtures: WriteFixtures; context: WriteContext; files: { photo: Buffer; pdf: Buffer } },
): Scenario[] => {
  const staff = { authorization: `Bearer ${accessToken}` };
  return [
    {
      name: 'login',
      kind: 'read',
      request: (n) => ({
        method: 'POST',
        path: '/api/coach/login',
        headers: json,
        body: JSON.stringify({ login: pick(fixtures.staffLogins, n), password: fixtures.password }),
      }),
    },
    {
      name: 'public submit',
      kind: 'write',
      request: (n) => ({ method: 'POST', path: '/api/subscription/', headers: json, body: submitBody(fixtures, n) }),
      targets: fixtures.submits.length,
    },
    {
      name: 'attendance submit',
      kind: 'write',
      request: (n) => {
        const sheet = pick(fixtures.sheets, n);
        const session = {
          groupId: sheet.groupId,
          subGroupId: 0,
          // A minute of its own per sheet: a group has one session per date and time (a second is refused with 409).
          date: new Date(now.getTime() - n * 60_000).toISOString(),
          clientKey: `bench-${now.getTime()}-${n}`,
          students: sheet.studentIds.map((id, i) => ({ id, isAbsent: (i + n) % 9 === 0, isLate: (i + n) % 13 === 0 })),
        };
        return { method: 'POST', path: '/api/session/', headers: { ...staff, ...json }, body: JSON.stringify({ session }) };
      },
    },
    {
      name: 'test assignment',
      kind: 'write',
      request: (n) => ({
        method: 'POST',
        path: '/api/test/student',
        headers: { ...staff, ...json },
        body: JSON.stringify({ ...pick(fixtures.assignments, n), sendMail: false }),
      }),
      targets: fixtures.assignments.length,
    },
    ...(writes === undefined ? [] : writeScenarios(writes.fixtures, writes.context, writes.files, staff, now)),
  ];
};

/**
 * The writes of the family space, the payments, the offline sync and the admin's edits
 * (docs/bench.md#method): each call a target of its own.
 */
const writeScenarios = (
  writes: WriteFixtures,
  context: WriteContext,
  files: { photo: Buffer; pdf: Buffer },
  staff: Record<string, string>,
  now: Date,
): Scenario[] => {
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const admin = { ...staff, ...json };
  /** A child's document kind takes a few files: each scenario sends its own kinds (every other one) until their room is used. */
  const upload = (name: string, file: { name: string; type: string; bytes: Buffer }, half: 0 | 1): Scenario => {
    const pairs = context.uploads.filter((_, i) => i % 2 === half);
    const bodies = pairs.map((u) => multipartBody({ kind: u.kind }, file));
    return {
      name,
      kind: 'write',
      connections: UPLOAD_CONNECTIONS,
      warmUp: UPLOAD_WARM_UP,
      minSeconds: UPLOAD_SECONDS,
      targetP99Ms: UPLOAD_TARGET_P99_MS,
      request: (n) => {
        const i = n % pairs.length;
        return {
          method: 'POST',
          path: `/api/family/members/${pairs[i]!.memberId}/documents`,
          headers: { cookie: pairs[i]!.cookie, 'content-type': bodies[i]!.contentType },
          body: bodies[i]!.body,
        };
      },
      // The one sent before the run took a place.
      targets: pairs.length * (UPLOADS_WAITING_PER_KIND - 1),
    };
  };
  const absenceFamilies = context.absenceCookies.length;
  return [
    {
      name: 'family sign-in link',
      kind: 'write',
      // Guardians' addresses, then addresses the club does not know (answered alike).
      request: (n) => ({
        method: 'POST',
        path: '/api/family/sign-in',
        headers: { ...json, 'x-forwarded-for': clientAddress(n) },
        body: JSON.stringify({ email: writes.signInEmails[n] ?? `inconnu.${n}@example.org`, language: 'fr' }),
      }),
    },
    {
      name: 'family session',
      kind: 'write',
      request: (n) => ({
        method: 'POST',
        path: '/api/family/session',
        headers: json,
        body: JSON.stringify({ token: writes.linkTokens[n] }),
      }),
      targets: writes.linkTokens.length,
    },
    upload('family upload 5 MB pdf', { name: 'certificat.pdf', type: 'application/pdf', bytes: files.pdf }, 0),
    upload('family upload 5 MB photo', { name: 'photo.jpg', type: 'image/jpeg', bytes: files.photo }, 1),
    {
      name: 'payment recorded',
      kind: 'write',
      request: (n) => ({
        method: 'POST',
        path: '/api/payment/',
        headers: admin,
        body: JSON.stringify({
          allocations: [{ subscriptionId: writes.payments[n % writes.payments.length]!, amountCents: 100 }],
          method: 'CHEQUE',
          reference: `Chèque ${1_000_000 + n} CMB`,
          paidOn: today,
        }),
      }),
      targets: writes.payments.length,
    },
    {
      name: 'payment refunded',
      kind: 'write',
      // A cent at a time off what each was paid: the same subscription is met again only after all the others.
      request: (n) => ({
        method: 'POST',
        path: '/api/payment/refunds',
        headers: admin,
        body: JSON.stringify({
          allocations: [{ subscriptionId: writes.refunds[n % writes.refunds.length]!, amountCents: 1 }],
          method: 'TRANSFER',
          reference: `Remboursement ${n}`,
          paidOn: today,
          reason: 'Trop-perçu',
        }),
      }),
      targets: writes.refunds.length * REFUNDED_CENTS,
    },
    {
      name: 'offline sync merge',
      kind: 'write',
      // A phone's queued sheet meeting a recorded session: merged per swimmer (docs/product.md#offline-attendance).
      request: (n) => {
        const met = writes.merges[n % writes.merges.length]!;
        const changedAt = new Date(now.getTime() - 60_000).toISOString();
        const session = {
          groupId: met.groupId,
          subGroupId: 0,
          date: met.date,
          clientKey: `bench-offline-${now.getTime()}-${n}`,
          merge: true,
          students: met.studentIds.map((id, i) => ({ id, isAbsent: (i + n) % 7 === 0, isLate: (i + n) % 11 === 0, changedAt })),
        };
        return { method: 'POST', path: '/api/session/', headers: admin, body: JSON.stringify({ session }) };
      },
      targets: writes.merges.length,
    },
    {
      name: 'family absence report',
      kind: 'write',
      // Many families at once, each a range of days of its own from tomorrow on.
      request: (n) => {
        const family = n % absenceFamilies;
        return {
          method: 'POST',
          path: '/api/family/absences',
          headers: { cookie: context.absenceCookies[family]!, ...json },
          body: JSON.stringify({
            kind: 'RANGE',
            memberId: writes.absenceFamilies[family]!.memberId,
            ...dayRange(tomorrow, Math.floor(n / absenceFamilies), 60),
            reason: 'Malade',
          }),
        };
      },
      // Ranges of up to 30 days: 60 starts × 30 lengths per family.
      targets: absenceFamilies * 60 * 30,
    },
    {
      name: 'family absence withdrawal',
      kind: 'write',
      request: (n) => {
        const target = writes.withdrawals[n]!;
        return {
          method: 'DELETE',
          path: `/api/family/absences/${target.absenceId}`,
          headers: { cookie: context.absenceCookies[target.family]! },
        };
      },
      targets: writes.withdrawals.length,
    },
    {
      name: 'member contact edit (PATCH)',
      kind: 'write',
      request: (n) => {
        const id = writes.contacts[n % writes.contacts.length]!;
        return {
          method: 'PATCH',
          path: `/api/student/${id}/contact`,
          headers: admin,
          body: JSON.stringify({
            email: `membre.${id}.${n}@example.org`,
            phoneNumber: `06${String(10_000_000 + ((id * 7919 + n) % 89_999_999))}`,
          }),
        };
      },
      targets: writes.contacts.length,
    },
    {
      name: 'test unassignment (DELETE)',
      kind: 'write',
      request: (n) => {
        const target = writes.unassignments[n]!;
        return { method: 'DELETE', path: `/api/test/${target.testId}/student/${target.studentId}`, headers: staff };
      },
      targets: writes.unassignments.length,
    },
  ];
};
