import type { LoginResponse, Role } from '@club/domain';
import { openSession } from '@/lib/session';

const ROLE_IDS: Record<Role, number> = { ADMIN: 1, COACH: 2, SECTION_MANAGER: 3 };

interface SessionFixture {
  login?: string;
  roles?: Role[];
  mustChangePassword?: boolean;
  access?: string;
}

/** An answer of login, refresh or password update. */
export const loginResponse = ({
  login = 'jdupont',
  roles = ['COACH'],
  mustChangePassword = false,
  access = 'access-token-1',
}: SessionFixture = {}): LoginResponse => ({
  token: { access, refresh: 'refresh-token' },
  roles: roles.map((name) => ({ id: ROLE_IDS[name], name })),
  login,
  mustChangePassword,
});

/** Starts the test with a logged-in user, as if the start-up refresh had succeeded. */
export const signIn = (fixture: SessionFixture = {}): LoginResponse => {
  const response = loginResponse(fixture);
  openSession(response);
  return response;
};
