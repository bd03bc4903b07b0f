import type { BenchFixtures } from './seed.js';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

export interface Scenario {
  name: string;
  kind: 'read' | 'write';
  /** The n-th request of the run; writes give every call its own valid target. */
  request: (n: number) => BenchRequest;
  /** How many distinct targets a write has: past them a call would only replay an earlier one. */
  targets?: number;
}

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
export const buildScenarios = (fixtures: BenchFixtures, accessToken: string, now: Date): Scenario[] => {
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
  ];
};
