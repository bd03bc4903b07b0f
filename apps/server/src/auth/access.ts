import type { Role } from '@club/domain';

/**
 * Who may call a route. Every /api route declares one in `config.access`;
 * the server refuses to start when a route has none.
 */
export type AccessRule =
  | { kind: 'public' }
  /** Any logged-in staff member. */
  | { kind: 'staff'; duringPasswordChange?: boolean }
  /** Staff holding at least one of these roles. */
  | { kind: 'roles'; roles: readonly Role[] };

export const PUBLIC: AccessRule = { kind: 'public' };
export const STAFF: AccessRule = { kind: 'staff' };
/** Allowed while the user must still replace the default password. */
export const STAFF_PASSWORD_CHANGE: AccessRule = { kind: 'staff', duringPasswordChange: true };
export const ADMIN: AccessRule = { kind: 'roles', roles: ['ADMIN'] };
/** SPEC §6: admins and section managers write on groups and sub-groups. */
export const GROUP_WRITERS: AccessRule = { kind: 'roles', roles: ['ADMIN', 'SECTION_MANAGER'] };

export interface AuthUser {
  userId: number;
  sessionId: string;
  login: string;
  roles: Role[];
  mustChangePassword: boolean;
}

export const hasRole = (user: AuthUser, role: Role): boolean => user.roles.includes(role);
export const isGroupWriter = (user: AuthUser): boolean => hasRole(user, 'ADMIN') || hasRole(user, 'SECTION_MANAGER');

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}
