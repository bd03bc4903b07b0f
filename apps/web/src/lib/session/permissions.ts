import { audienceAllows, STAFF_ACCESS, type Audience, type Capability } from '@club/domain';
import type { SessionState } from './sessionStore';

/**
 * Who may see what (docs/product.md#roles): the domain's rules, which the server's routes follow too, for
 * routes, menu and buttons alike. The server checks every call on its own; hiding is a
 * convenience, never the protection. A rule also names its audience, so a refused screen can
 * say whom it is for.
 */
export interface AccessRule {
  (session: SessionState): boolean;
  readonly audience: Audience;
}

const ruleOf = (audience: Audience): AccessRule =>
  Object.assign((session: SessionState) => session.status === 'authenticated' && audienceAllows(audience, session.roles), { audience });

export const accessRules = Object.fromEntries(
  (Object.keys(STAFF_ACCESS) as Capability[]).map((capability) => [capability, ruleOf(STAFF_ACCESS[capability])]),
) as Record<Capability, AccessRule>;

export const anyStaff: AccessRule = accessRules.staff;

export const adminOnly: AccessRule = ruleOf(['ADMIN']);

/** Admins and section managers write on groups and sub-groups; coaches only read. */
export const groupWriters: AccessRule = accessRules.writeGroups;
