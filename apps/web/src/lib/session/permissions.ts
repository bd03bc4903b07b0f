import type { SessionState } from './sessionStore';

/**
 * Who may see what (SPEC §6), stated once for routes and menu alike. The server
 * checks every call on its own; hiding is a convenience, never the protection.
 */
export type AccessRule = (session: SessionState) => boolean;

export const anyStaff: AccessRule = (session) => session.status === 'authenticated';

export const adminOnly: AccessRule = (session) => session.isAdmin;

/** Admins and section managers write on groups and sub-groups; coaches only read. */
export const groupWriters: AccessRule = (session) => session.isAdmin || session.isSectionManager;
