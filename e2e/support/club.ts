import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './env.js';

/**
 * The club's organisation, set up through the API as an administrator would: staff,
 * groups and sub-groups. Walks use it for what they do not test on screen.
 */
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const apiLogin = async (request: APIRequestContext, login: string, password: string): Promise<string> => {
  const response = await request.post('/api/coach/login', { data: { login, password } });
  expect(response.status(), `login of ${login}`).toBe(200);
  return ((await response.json()) as { token: { access: string } }).token.access;
};

export const adminToken = (request: APIRequestContext): Promise<string> => apiLogin(request, E2E_ADMIN.login, E2E_ADMIN.password);

export interface StaffAccount {
  id: number;
  login: string;
  password: string;
}

/** A staff member (a coach unless told) with their own password (the default one must be changed before anything else). */
export const createCoach = async (
  request: APIRequestContext,
  adminAccess: string,
  person: { firstName: string; lastName: string },
  password = 'pool-side password 2026',
  roles: readonly ('ADMIN' | 'COACH' | 'SECTION_MANAGER')[] = ['COACH'],
): Promise<StaffAccount> => {
  const created = await request.post('/api/coach/', { headers: bearer(adminAccess), data: { ...person, roles } });
  expect(created.status(), 'coach creation').toBeLessThan(300);
  const coach = (await created.json()) as { id: number; login: string; defaultPassword: string };
  const coachAccess = await apiLogin(request, coach.login, coach.defaultPassword);
  const changed = await request.post('/api/coach/update/password', {
    headers: bearer(coachAccess),
    data: { login: coach.login, password, oldPassword: coach.defaultPassword },
  });
  expect(changed.status(), 'password change').toBe(200);
  return { id: coach.id, login: coach.login, password };
};

export const createGroup = async (
  request: APIRequestContext,
  adminAccess: string,
  group: { name: string; coachId?: number },
): Promise<number> => {
  const response = await request.post('/api/group/', {
    headers: bearer(adminAccess),
    data: {
      name: group.name,
      price: 250,
      reSubPrice: 220,
      typeId: 9,
      packId: 1,
      emailList: 'entraineurs@example.org',
      sectionId: 0,
      ...(group.coachId === undefined ? {} : { coachId: group.coachId }),
    },
  });
  expect(response.status(), 'group creation').toBe(201);
  return ((await response.json()) as { id: number }).id;
};

export const createSubGroup = async (
  request: APIRequestContext,
  adminAccess: string,
  groupId: number,
  subGroup: { name: string; coaches: number[] },
): Promise<number> => {
  const response = await request.post(`/api/group/${groupId}/subgroup/`, { headers: bearer(adminAccess), data: subGroup });
  expect(response.status(), 'sub-group creation').toBe(201);
  return ((await response.json()) as { id: number }).id;
};
