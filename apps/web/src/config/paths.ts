import type { PathParam } from 'react-router';

/**
 * Every route of docs/product.md "Routes", as router patterns. Features register their screens
 * under these patterns and link with `pathTo`; no path is typed twice.
 * Paths docs/product.md leaves open (session list and edit) follow the other lists.
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  subscribe: '/subscribe',
  home: '/home',
  settings: '/settings',

  testCreate: '/test/create',
  tests: '/test/',
  test: '/test/:id',
  testStart: '/test/:id/start',

  studentCreate: '/student/',
  studentTest: '/student/test',

  groupCreate: '/group/create',
  groups: '/group/',
  group: '/group/:id',
  groupEdit: '/group/:id/edit',
  groupNext: '/group/:id/next',
  groupSessionNew: '/group/:id/session/new',
  groupSubgroupSessionNew: '/group/:id/subgroup/session/new',
  groupMail: '/group/:id/mail',
  groupSubgroups: '/group/:id/subgroups/',
  // The sub-groups menu (docs/product.md, Menu): every group's sub-groups, and the group to create one in.
  subgroups: '/subgroup/',
  subgroupCreate: '/subgroup/create',

  sectionCreate: '/section/create',
  sections: '/section/',
  section: '/section/:id',

  userCreate: '/user/create',
  users: '/user/',

  subscriptions: '/subscription/',
  subscription: '/subscription/:id',
  subscriptionProblem: '/subscription/problem/:id',

  guardianNew: '/guardian/new',

  seasons: '/season/',

  sessionNew: '/session/new',
  sessions: '/session/',
  sessionEdit: '/session/edit',

  timeslotNew: '/timeslot/new',
  planning: '/planning',

  uploadReview: '/documents/review',

  club: '/club',
  audit: '/audit',
  mailOutbox: '/mail/outbox',
  treasury: '/treasury',
  privacyMember: '/privacy/member/:id',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

type PathParams<P extends AppPath> = { [K in PathParam<P>]: string | number };

/**
 * A concrete URL from a pattern with parameters: `pathTo(paths.test, { id: 4 })` → `/test/4`.
 * Written out rather than the router's `generatePath` so the public form's page, which has no
 * router, can read `paths` without loading it.
 */
export const pathTo = <P extends AppPath>(path: P, params: PathParams<P>): string => {
  const values = params as Record<string, string | number>;
  // The typed `params` above already guarantee every placeholder has a value.
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  // Like the router's own links: no trailing slash but on the root.
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
};
