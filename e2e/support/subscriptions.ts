import { randomBytes } from 'node:crypto';
import { E2E_ADMIN, E2E_BASE_URL } from './env.js';
import { waitForMail, type ReceivedMail } from './mail.js';
import { testTakesPlace } from './test-day.js';

/**
 * Subscriptions set up through the server's own API, as the club's staff would: the e2e server
 * starts with nothing but the admin. A new member's subscription comes from a try-out test that
 * places them in a group; a renewal from the next-year group and the season's renewals. Both
 * mail the family a personal link, read here from the captured mail.
 */

export interface AdminApi {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
}

export const adminApi = async (): Promise<AdminApi> => {
  const login = await fetch(`${E2E_BASE_URL}/api/coach/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: E2E_ADMIN.login, password: E2E_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`Admin login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: { access: string } };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token.access}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };
  return { call };
};

/** A suffix that keeps names and addresses apart between runs and tests. */
export const uniqueSuffix = (): string => randomBytes(3).toString('hex');

/** Group names take letters, digits, spaces, hyphens: the suffix in letters only. */
const lettersOf = (hex: string): string => hex.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

export interface GroupOptions {
  name: string;
  /** Reference type id (1 adds a schedule); 9, competitive swimming, by default. */
  typeId?: number;
  sportsCodeOfConduct?: boolean;
  ffnLicense?: boolean;
}

export const createGroup = async (api: AdminApi, options: GroupOptions): Promise<number> => {
  const { id } = await api.call<{ id: number }>('POST', '/group/', {
    name: `${options.name} ${lettersOf(uniqueSuffix())}`,
    price: 320,
    reSubPrice: 290,
    typeId: options.typeId ?? 9,
    packId: 1,
    emailList: 'coach@example.org',
    sportsCodeOfConduct: options.sportsCodeOfConduct ?? true,
    ffnLicense: options.ffnLicense ?? false,
    shouldReceiveSubMail: true,
  });
  return id;
};

export interface StudentOptions {
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  /** YYYY-MM-DD */
  birthDate: string;
  email: string;
  phoneNumber: string;
  language?: 'fr' | 'en';
}

export const createStudent = async (api: AdminApi, student: StudentOptions): Promise<number> =>
  (await api.call<{ id: number }>('POST', '/student/', student)).id;

/** A try-out test that places the member in the group: a new-member subscription, its link mailed. */
export const placeAfterTest = async (api: AdminApi, studentId: number, groupId: number): Promise<void> => {
  const year = new Date().getFullYear();
  const { id: testId } = await api.call<{ id: number }>('POST', '/test/', {
    scheduledDateTime: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    capacity: 10,
    minBirthYear: year - 79,
    maxBirthYear: 2021,
    selectedTypeId: 9,
    location: 'Stade Louis II',
  });
  await api.call('POST', `/test/${testId}/group`, { groupIds: [groupId] });
  await api.call('POST', '/test/student', { testId, studentId, sendMail: false });
  // Results are taken once the test has taken place.
  await testTakesPlace(testId);
  await api.call('PATCH', `/test/${testId}/completed`, { placements: [{ studentId, groupId }] });
};

/** A member of `currentGroupId` going to `nextGroupId` next season: the season's renewals mail the link. */
export const openRenewal = async (api: AdminApi, studentId: number, currentGroupId: number, nextGroupId: number): Promise<void> => {
  await api.call('PATCH', '/student/group', { groupId: currentGroupId, students: [studentId] });
  // The call toggles: only when the next group is not a possible one yet.
  const options = await api.call<{ id: number; possible: boolean }[]>('GET', `/group/${currentGroupId}/next`);
  if (options.find((option) => option.id === nextGroupId)?.possible !== true) {
    await api.call('POST', `/group/${currentGroupId}/next`, { possibleGroupId: nextGroupId });
  }
  await api.call('POST', `/group/${currentGroupId}/next/students`, { students: [{ id: studentId, nextYearGroupId: nextGroupId }] });
  await api.call('POST', '/season/renewals');
};

const LINK = /https?:\/\/[^\s]+\/subscribe\?token=[^\s]+/;

/** The personal link of the last mail sent to `email` that carries one. */
export const subscriptionLinkFor = async (email: string): Promise<{ path: string; mail: ReceivedMail }> => {
  const mail = await waitForMail((candidate) => candidate.envelopeTo.includes(email) && LINK.test(candidate.parsed.text ?? ''));
  const url = new URL(LINK.exec(mail.parsed.text ?? '')![0]);
  return { path: `${url.pathname}${url.search}`, mail };
};

export interface MemberWithLink {
  groupId: number;
  studentId: number;
  /** The personal link's path and query, to open on the club's own address. */
  path: string;
  mail: ReceivedMail;
}

/**
 * A child new to the club, placed in a new group after a try-out test: the family has just been
 * mailed the personal link of the subscription form, where every walk of that form begins.
 */
export const newMemberWithLink = async (api: AdminApi, group: GroupOptions, student: StudentOptions): Promise<MemberWithLink> => {
  const groupId = await createGroup(api, group);
  const studentId = await createStudent(api, student);
  await placeAfterTest(api, studentId, groupId);
  const { path, mail } = await subscriptionLinkFor(student.email);
  return { groupId, studentId, path, mail };
};
