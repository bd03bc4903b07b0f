import type { Role } from './roles.js';

/** Who a rule lets in: any logged-in staff member, or those holding at least one of the roles. */
export type Audience = 'staff' | readonly Role[];

const ADMINS = ['ADMIN'] as const satisfies readonly Role[];
const ADMINS_AND_SECTION_MANAGERS = ['ADMIN', 'SECTION_MANAGER'] as const satisfies readonly Role[];

/**
 * What each role may do (docs/product.md#roles), in one table: the server's route rules and its
 * access matrix, the web's guards, menu entries and buttons all read it, so a screen never opens
 * where the server refuses, nor hides what the server allows.
 */
export const STAFF_ACCESS = {
  /** Home, settings, reading groups, training sessions, time slots: a coach only for the groups they coach (checked group by group). */
  staff: 'staff',
  /**
   * Create and edit groups and their next-year groups, manage their sub-groups, and the group
   * action panel (move, delete students).
   */
  writeGroups: ADMINS_AND_SECTION_MANAGERS,
  deleteGroups: ADMINS,
  /** Every group, not only those one coaches: group lists, session lists, time slots. */
  seeAllGroups: ADMINS_AND_SECTION_MANAGERS,
  /** The section list: section managers file groups under sections. */
  readSections: ADMINS_AND_SECTION_MANAGERS,
  /** Create, edit and delete sections (the sections menu). */
  manageSections: ADMINS,
  /** Staff accounts and their roles (the users menu). */
  manageUsers: ADMINS,
  /** Try-out tests, new members, subscriptions, guardians and seasons (the tests and members menus). */
  manageMembers: ADMINS,
  writeTimeSlots: ADMINS_AND_SECTION_MANAGERS,
  /** Review the documents families upload (docs/product.md#screen-upload-review): a section manager, those of their sections. */
  reviewUploads: ADMINS_AND_SECTION_MANAGERS,
  /** The club's settings, the audit log, the mail outbox, personal-data requests and the server's status. */
  administer: ADMINS,
} as const satisfies Record<string, Audience>;

export type Capability = keyof typeof STAFF_ACCESS;

export const audienceAllows = (audience: Audience, roles: readonly Role[]): boolean =>
  audience === 'staff' || audience.some((role) => roles.includes(role));

export const can = (roles: readonly Role[], capability: Capability): boolean => audienceAllows(STAFF_ACCESS[capability], roles);

export const canWriteGroups = (roles: readonly Role[]): boolean => can(roles, 'writeGroups');
export const canDeleteGroups = (roles: readonly Role[]): boolean => can(roles, 'deleteGroups');
export const seesAllGroups = (roles: readonly Role[]): boolean => can(roles, 'seeAllGroups');
export const canReadSections = (roles: readonly Role[]): boolean => can(roles, 'readSections');
export const canManageSections = (roles: readonly Role[]): boolean => can(roles, 'manageSections');
export const canManageUsers = (roles: readonly Role[]): boolean => can(roles, 'manageUsers');
export const canManageMembers = (roles: readonly Role[]): boolean => can(roles, 'manageMembers');
export const canWriteTimeSlots = (roles: readonly Role[]): boolean => can(roles, 'writeTimeSlots');
export const canReviewUploads = (roles: readonly Role[]): boolean => can(roles, 'reviewUploads');
export const canAdminister = (roles: readonly Role[]): boolean => can(roles, 'administer');

/** A staff screen: who may open it, and the API route (`METHOD /api/path`, as in the server's access matrix) that decides it. */
export interface ScreenAccess {
  capability: Capability;
  /**
   * The call the screen exists for: the server's access matrix must give it to the same roles.
   * `null` when no call decides alone: a screen without data, or one that every role opens
   * and whose calls the server allows group by group (a coach for the groups they coach).
   */
  api: string | null;
}

/**
 * Every staff screen (docs/product.md#staff-routes) with its rule. The web's screen test opens each
 * for each role and checks it against this table; the server's test checks each `api` against its
 * access matrix.
 */
export const STAFF_SCREENS = {
  '/home': { capability: 'staff', api: null },
  '/settings': { capability: 'staff', api: 'POST /api/coach/update/password' },

  '/test/create': { capability: 'manageMembers', api: 'POST /api/test/' },
  '/test/': { capability: 'manageMembers', api: 'GET /api/test/' },
  '/test/:id': { capability: 'manageMembers', api: 'PATCH /api/test/:id' },
  '/test/:id/start': { capability: 'manageMembers', api: 'POST /api/test/:id/group' },
  '/student/': { capability: 'manageMembers', api: 'POST /api/student/' },
  '/student/test': { capability: 'manageMembers', api: 'GET /api/student/test/:id' },
  '/subscription/': { capability: 'manageMembers', api: 'GET /api/subscription/' },
  '/subscription/:id': { capability: 'manageMembers', api: 'GET /api/subscription/student/:id' },
  '/subscription/problem/:id': { capability: 'manageMembers', api: 'POST /api/student/:id/guardian' },
  '/guardian/new': { capability: 'manageMembers', api: 'POST /api/guardian/' },
  '/season/': { capability: 'manageMembers', api: 'GET /api/season/' },

  '/group/': { capability: 'staff', api: 'GET /api/group/' },
  '/group/create': { capability: 'writeGroups', api: 'POST /api/group/' },
  '/group/:id': { capability: 'staff', api: null },
  '/group/:id/edit': { capability: 'writeGroups', api: 'PATCH /api/group/:id' },
  '/group/:id/next': { capability: 'writeGroups', api: 'POST /api/group/:id/next/students' },
  '/group/:id/mail': { capability: 'staff', api: null },
  '/group/:id/session/new': { capability: 'staff', api: 'POST /api/session/' },
  '/group/:id/subgroup/session/new': { capability: 'staff', api: 'POST /api/session/' },

  '/group/:id/subgroups/': { capability: 'writeGroups', api: 'GET /api/group/:id/subgroup/overview' },
  '/subgroup/': { capability: 'writeGroups', api: 'GET /api/group/:id/subgroup/overview' },
  '/subgroup/create': { capability: 'writeGroups', api: 'POST /api/group/:id/subgroup/' },

  '/section/': { capability: 'readSections', api: 'GET /api/section/' },
  '/section/create': { capability: 'manageSections', api: 'POST /api/section/' },
  '/section/:id': { capability: 'manageSections', api: 'PATCH /api/section/:id/' },

  '/user/create': { capability: 'manageUsers', api: 'POST /api/coach/' },
  '/user/': { capability: 'manageUsers', api: 'GET /api/coach/' },

  '/session/new': { capability: 'staff', api: 'POST /api/session/' },
  '/session/': { capability: 'staff', api: 'GET /api/session' },
  '/session/edit': { capability: 'staff', api: 'PATCH /api/session/edit/' },
  '/timeslot/new': { capability: 'staff', api: 'GET /api/timeslot' },
  '/planning': { capability: 'staff', api: 'GET /api/planning' },

  '/documents/review': { capability: 'reviewUploads', api: 'GET /api/document/pending' },

  '/club': { capability: 'administer', api: 'PATCH /api/club' },
  '/audit': { capability: 'administer', api: 'GET /api/audit' },
  '/mail/outbox': { capability: 'administer', api: 'GET /api/mail/outbox' },
  '/treasury': { capability: 'administer', api: 'GET /api/treasury/summary' },
  '/privacy/member/:id': { capability: 'administer', api: 'GET /api/privacy/member/:id' },
} as const satisfies Record<string, ScreenAccess>;
