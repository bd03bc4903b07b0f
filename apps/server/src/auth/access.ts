import { canWriteGroups, STAFF_ACCESS, type Capability, type Role } from '@club/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`;
 * the server refuses to start when a route has none.
 */
export type AccessRule =
  | { kind: 'public' }
  /** Any logged-in staff member. */
  | { kind: 'staff'; duringPasswordChange?: boolean }
  /** Staff holding at least one of these roles. */
  | { kind: 'roles'; roles: readonly Role[] }
  /** The family space: a live family session's cookie, never a staff token (docs/product.md#family-space). */
  | { kind: 'family' };

export const PUBLIC: AccessRule = { kind: 'public' };
export const STAFF: AccessRule = { kind: 'staff' };
/** Allowed while the user must still replace the default password. */
export const STAFF_PASSWORD_CHANGE: AccessRule = { kind: 'staff', duringPasswordChange: true };
export const FAMILY: AccessRule = { kind: 'family' };

/** The rule of a capability of the domain's table (docs/product.md#roles); the web reads it too. */
export const accessFor = (capability: Capability): AccessRule => {
  const audience = STAFF_ACCESS[capability];
  return audience === 'staff' ? STAFF : { kind: 'roles', roles: audience };
};

export const ADMIN: AccessRule = { kind: 'roles', roles: ['ADMIN'] };
/** Admins and section managers write on groups (docs/product.md#roles). */
export const GROUP_WRITERS: AccessRule = accessFor('writeGroups');

export interface AuthUser {
  userId: number;
  sessionId: string;
  login: string;
  roles: Role[];
  mustChangePassword: boolean;
}

/**
 * The staff member calling a route whose `config.access` is not public. The access hook has
 * already refused anonymous callers there (docs/architecture.md#access-rules), so the throw only
 * guards a route that was declared public by mistake.
 */
export const staffOf = (request: FastifyRequest): AuthUser => {
  if (request.auth === null) throw new AppError('UNAUTHORIZED');
  return request.auth;
};

/** The signed-in address of a family route's caller, and the session it calls from. */
export interface FamilyCaller {
  sessionId: number;
  /** Lower-cased. */
  emailKey: string;
}

/** The family calling a route whose `config.access` is FAMILY; the access hook refused anyone else. */
export const familyOf = (request: FastifyRequest): FamilyCaller => {
  if (request.family === null) throw new AppError('UNAUTHORIZED');
  return request.family;
};

export const hasRole = (user: AuthUser, role: Role): boolean => user.roles.includes(role);
export const isGroupWriter = (user: AuthUser): boolean => canWriteGroups(user.roles);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    family: FamilyCaller | null;
  }
}
