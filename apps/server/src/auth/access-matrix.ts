import { STAFF_ACCESS, type Audience } from '@club/domain';

/**
 * The access each route must give, written from docs/product.md#roles independently of the
 * routes' own declarations. The access test walks the server's route list: a route missing
 * here fails the test, so every new route comes with its rule.
 *
 * `public`: no login needed. `staff`: any logged-in role. `family`: a family session's cookie
 * only (anonymous callers and every staff role get 401). Otherwise the roles allowed
 * (the others get 403). Ids in paths are replaced by a number no record has.
 */
export type Expected = 'public' | 'family' | Audience;

const ADMIN_ONLY = ['ADMIN'] as const;
/** Group writers (docs/product.md#roles), whom the web's group screens and buttons follow too. */
const WRITERS = STAFF_ACCESS.writeGroups;

export const ACCESS_MATRIX: Record<string, Expected> = {
  'GET /api/health': 'public',
  // Load balancers call it; it gives states and figures only (features/health/routes.ts).
  'GET /api/health/ready': 'public',
  'GET /api/health/status': ADMIN_ONLY,
  // GET /api/metrics exists only with METRICS_TOKEN and checks that token itself (metrics.test.ts).
  'POST /api/coach/login': 'public',
  'POST /api/coach/refresh': 'public',
  'POST /api/coach/logout': 'staff',
  'POST /api/coach/verify': 'staff',
  'POST /api/coach/update/password': 'staff',
  // Forgotten password: anyone may ask for a link; the link's token is the credential.
  'POST /api/coach/password/forgot': 'public',
  'POST /api/coach/password/reset/check': 'public',
  'POST /api/coach/password/reset': 'public',
  'GET /api/coach/': ADMIN_ONLY,
  'POST /api/coach/': ADMIN_ONLY,
  'PATCH /api/coach/:id': ADMIN_ONLY,
  // An admin sets another staff member's password back to the default one.
  'POST /api/coach/:id/password/reset': ADMIN_ONLY,
  'GET /api/coach/role': WRITERS,
  // Any role may call it, but a coach only for their own id: with an unknown id a coach is refused.
  'GET /api/coach/:id/groups': WRITERS,
  'POST /api/coach/:id/roles': ADMIN_ONLY,
  'DELETE /api/coach/:id': ADMIN_ONLY,
  'GET /api/role/': 'staff',
  'GET /api/type/': 'staff',
  'GET /api/pack/': 'staff',
  'GET /api/size/shirt': 'staff',
  'GET /api/size/short': 'staff',

  // Subscriptions. Public side: the family's link token (checked by the service, so 400/401/404 here).
  'GET /api/subscription/resume': 'public',
  'POST /api/subscription/': 'public',
  'GET /api/subscription/document/:document': 'public',
  'GET /api/subscription/:id/:document': 'public',
  'GET /api/subscription/:id/attestation/download': 'public',
  'GET /api/group/:id/schedule': 'public',
  // Staff side: the students menu is the admins' (docs/product.md#roles).
  'GET /api/subscription/': ADMIN_ONLY,
  'GET /api/subscription/student/:id': ADMIN_ONLY,
  'POST /api/subscription/student/:id': ADMIN_ONLY,
  'DELETE /api/subscription/student/:id': ADMIN_ONLY,
  'POST /api/subscription/student/bulk/delete': ADMIN_ONLY,
  'POST /api/subscription/student/bulk/cancel': ADMIN_ONLY,
  'POST /api/subscription/student/:id/mail': ADMIN_ONLY,
  'POST /api/subscription/:id/attestation': ADMIN_ONLY,
  // Reminders of missing items to the families of the list's filter (docs/product.md#health-rules).
  'POST /api/subscription/reminders': ADMIN_ONLY,
  // Signatures made from the family space: as the subscription's screen.
  'GET /api/subscription/:id/acknowledgements': ADMIN_ONLY,
  'GET /api/acknowledgement/:id/pdf': ADMIN_ONLY,
  'GET /api/student/export': ADMIN_ONLY,
  'POST /api/student/:id/guardian': ADMIN_ONLY,
  'GET /api/guardian/': ADMIN_ONLY,
  'POST /api/guardian/': ADMIN_ONLY,
  'GET /api/season/': ADMIN_ONLY,
  'POST /api/season/renewals': ADMIN_ONLY,

  // Sections: the admin's menu; section managers read them to place their groups.
  'GET /api/section/': WRITERS,
  'GET /api/section/:id': WRITERS,
  'POST /api/section/': ADMIN_ONLY,
  'PATCH /api/section/:id/': ADMIN_ONLY,
  'DELETE /api/section/:id': ADMIN_ONLY,

  // Groups: every role reads, a coach only the groups they coach (lists are filtered;
  // with an unknown id a coach is refused); admins and section managers write; admins delete.
  'GET /api/group/': 'staff',
  'GET /api/group/summary': 'staff',
  'POST /api/group/id': 'staff',
  'GET /api/group/section/:id': 'staff',
  'GET /api/group/:id': WRITERS,
  'POST /api/group/': WRITERS,
  'PATCH /api/group/:id': WRITERS,
  'DELETE /api/group/:id': STAFF_ACCESS.deleteGroups,
  'PATCH /api/group/:id/section': WRITERS,
  'GET /api/group/:id/next': WRITERS,
  'POST /api/group/:id/next': WRITERS,
  'POST /api/group/:id/next/students': WRITERS,
  'GET /api/group/:id/recipients': WRITERS,

  // Sub-groups: a coach lists those of their own groups (session pre-step); managing is for writers.
  'GET /api/group/:id/subgroup/': WRITERS,
  'GET /api/group/:id/subgroup/overview': WRITERS,
  'POST /api/group/:id/subgroup/': WRITERS,
  'DELETE /api/group/:id/subgroup/:subGroupId': WRITERS,

  // Moving and deleting students: the group action panel (docs/product.md#roles).
  'PATCH /api/student/group': WRITERS,
  'PATCH /api/student/bulk/group': WRITERS,
  'PATCH /api/student/:id/subgroup': WRITERS,
  'POST /api/group/:id/students/delete': WRITERS,

  // Group mail: a coach for their own groups only.
  'POST /api/mail/group/:id': WRITERS,
  // How the caller's own group mails go out (From name, Reply-To, signature).
  'GET /api/mail/sender': 'staff',

  // Privacy, audit log and mail outbox: the administrators' (Monaco law n° 1.565,
  // docs/product.md#privacy).
  'GET /api/audit': ADMIN_ONLY,
  'GET /api/mail/outbox': ADMIN_ONLY,
  'POST /api/mail/outbox/:id/retry': ADMIN_ONLY,
  'GET /api/privacy/member/:id': ADMIN_ONLY,
  'GET /api/privacy/member/:id/export': ADMIN_ONLY,
  'POST /api/privacy/member/:id/erase': ADMIN_ONLY,

  // Club settings: the public identity for the login page and the family's form (the private
  // fields only to an admin's token); the admins edit; every role reads the places (test form).
  'GET /api/club': 'public',
  'PATCH /api/club': ADMIN_ONLY,
  'GET /api/club/logo': 'public',
  'PUT /api/club/logo': ADMIN_ONLY,
  'DELETE /api/club/logo': ADMIN_ONLY,
  'GET /api/club/places': 'staff',
  'POST /api/club/places': ADMIN_ONLY,
  'PATCH /api/club/places/:id': ADMIN_ONLY,
  'DELETE /api/club/places/:id': ADMIN_ONLY,
  // Legal texts: the admins read and publish them; every role reads the published versions,
  // which the subscription screen names as accepted.
  'GET /api/club/texts': ADMIN_ONLY,
  'GET /api/club/texts/:key': ADMIN_ONLY,
  'PUT /api/club/texts/:key': ADMIN_ONLY,
  'GET /api/club/texts/:key/versions': 'staff',
  'GET /api/club/texts/:key/versions/:version': 'staff',
  // Health rules (docs/product.md#health-rules): the admins read and save them.
  'GET /api/club/health-rules': ADMIN_ONLY,
  'PUT /api/club/health-rules': ADMIN_ONLY,
  // Fee settings (docs/product.md#fees-and-payments): the admins read and save them.
  'GET /api/club/fees': ADMIN_ONLY,
  'PUT /api/club/fees': ADMIN_ONLY,

  // Training sessions (all roles, docs/product.md#roles): a coach only for the groups and
  // sub-groups they coach. Without a query or a body these answer 400 first; with an unknown
  // session id a coach is refused like for someone else's session, writers get 404
  // (isolation: docs/architecture.md#quality-security).
  'GET /api/student/session': 'staff',
  'POST /api/session/': 'staff',
  'PATCH /api/session/edit/': 'staff',
  'GET /api/session': 'staff',
  'GET /api/session/:id': WRITERS,
  'GET /api/session/rates': 'staff',
  'GET /api/session/rates/export': 'staff',

  // Time slots: admins and section managers write; a coach reads those of their own groups.
  'POST /api/timeslot/': WRITERS,
  'GET /api/timeslot': 'staff',
  'GET /api/timeslot/next': 'staff',
  'PATCH /api/timeslot/:id': WRITERS,
  'DELETE /api/timeslot/:id': WRITERS,

  // Planning (docs/product.md#planning, #cancellations): every role reads the sessions of the
  // groups it reaches; a coach cancels or restores only a session of a group they coach (with
  // an unknown id a coach is refused like for someone else's, writers get 404); admins and
  // section managers cancel whole days or pools and write the closures.
  'GET /api/planning': 'staff',
  'GET /api/planning/locations': 'staff',
  'POST /api/planning/cancel': 'staff',
  'POST /api/planning/:id/restore': STAFF_ACCESS.seeAllGroups,
  'GET /api/planning/closures': 'staff',
  'POST /api/planning/closures': STAFF_ACCESS.seeAllGroups,
  'DELETE /api/planning/closures/:id': STAFF_ACCESS.seeAllGroups,

  // Try-out tests and new members: the admin's tests and students menus (docs/product.md#roles).
  'POST /api/test/': ADMIN_ONLY,
  'GET /api/test/': ADMIN_ONLY,
  'GET /api/test/birthYear': ADMIN_ONLY,
  'GET /api/test/groups': ADMIN_ONLY,
  'POST /api/test/student': ADMIN_ONLY,
  'GET /api/test/:id': ADMIN_ONLY,
  'PATCH /api/test/:id': ADMIN_ONLY,
  'DELETE /api/test/:id': ADMIN_ONLY,
  'DELETE /api/test/:id/student/:studentId': ADMIN_ONLY,
  'GET /api/test/:id/group': ADMIN_ONLY,
  'POST /api/test/:id/group': ADMIN_ONLY,
  'GET /api/test/:id/groups': ADMIN_ONLY,
  'PATCH /api/test/:id/completed': ADMIN_ONLY,
  'GET /api/test/:id/mail': ADMIN_ONLY,
  'POST /api/student/': ADMIN_ONLY,
  'PATCH /api/student/:id/contact': ADMIN_ONLY,
  'GET /api/student/unassigned': ADMIN_ONLY,
  'GET /api/student/test/:id': ADMIN_ONLY,

  // The family space (docs/product.md#family-space): anyone may ask for a sign-in link and use
  // one (the link's token is the credential); the rest needs the family session's cookie, and a
  // staff token opens none of it.
  'POST /api/family/sign-in': 'public',
  'POST /api/family/session': 'public',
  'GET /api/family/': 'family',
  'GET /api/family/sessions': 'family',
  'DELETE /api/family/sessions/:id': 'family',
  'POST /api/family/sign-out': 'family',
  'GET /api/family/texts/:key': 'family',
  'POST /api/family/members/:id/acknowledgements': 'family',
  'GET /api/family/acknowledgements/:id/pdf': 'family',
  // Several children's forms in one pass (docs/product.md#family-forms).
  'GET /api/family/forms': 'family',
  'POST /api/family/forms': 'family',
  // Documents uploaded from the family space (docs/product.md#family-uploads): the family's own,
  // and their review by admins and section managers (the latter only for their sections' groups).
  'POST /api/family/members/:id/documents': 'family',
  'GET /api/family/documents/:id/file': 'family',
  'GET /api/document/pending': ['ADMIN', 'SECTION_MANAGER'],
  'GET /api/document/:id/file': ['ADMIN', 'SECTION_MANAGER'],
  'POST /api/document/:id/approve': ['ADMIN', 'SECTION_MANAGER'],
  'POST /api/document/:id/reject': ['ADMIN', 'SECTION_MANAGER'],
  // Corrections from the family space (docs/product.md#family-corrections): the family's own
  // members, reviewed by admins.
  'POST /api/family/members/:id/corrections': 'family',
  'GET /api/family/members/:id/details': 'family',
  'GET /api/subscription/:id/corrections': ADMIN_ONLY,
  'POST /api/correction/:id/apply': ADMIN_ONLY,
  'POST /api/correction/:id/reject': ADMIN_ONLY,
  // Fees and payments (docs/product.md#fees-and-payments): recorded and read by admins; a family
  // reads its own accounts and the receipts of payments made for its children.
  'GET /api/subscription/:id/ledger': ADMIN_ONLY,
  'POST /api/subscription/:id/reductions': ADMIN_ONLY,
  // Instalment plans (docs/product.md#instalments): set and removed by admins.
  'PUT /api/subscription/:id/instalments': ADMIN_ONLY,
  'DELETE /api/subscription/:id/instalments': ADMIN_ONLY,
  'POST /api/payment/': ADMIN_ONLY,
  'POST /api/payment/refunds': ADMIN_ONLY,
  'GET /api/payment/:id': ADMIN_ONLY,
  'GET /api/payment/:id/receipt': ADMIN_ONLY,
  'GET /api/family/payments': 'family',
  'GET /api/family/payments/:id/receipt': 'family',
  // Payment attestations: an admin's download, or a family's for its own child.
  'GET /api/subscription/:id/payment-attestation': ADMIN_ONLY,
  'GET /api/family/members/:id/payment-attestation': 'family',
  // The treasurer's screens (docs/product.md#treasury): admins only.
  'GET /api/treasury/summary': ADMIN_ONLY,
  'GET /api/treasury/overdue': ADMIN_ONLY,
  'GET /api/treasury/cash-book': ADMIN_ONLY,
  'GET /api/treasury/cash-book/export': ADMIN_ONLY,
  'GET /api/treasury/deposit-slip': ADMIN_ONLY,
  'GET /api/treasury/deposit-slip/pdf': ADMIN_ONLY,
  // Absences (docs/product.md#absences): a family reports its own children from the family space,
  // or through the absence link of a mail, whose token is the key (checked by the service: 404).
  'GET /api/family/absences': 'family',
  'POST /api/family/absences': 'family',
  'DELETE /api/family/absences/:id': 'family',
  'GET /api/absence-link': 'public',
  'POST /api/absence-link/absences': 'public',
  'DELETE /api/absence-link/absences/:id': 'public',
  // Calendar feeds (docs/product.md#calendar-feeds): a group's link for the staff reaching the
  // group (with an unknown id a coach is refused), anyone's own link; the feed's token is its key.
  'GET /api/calendar/group/:id/link': WRITERS,
  'DELETE /api/calendar/group/:id/link': WRITERS,
  'GET /api/calendar/coach/link': 'staff',
  'DELETE /api/calendar/coach/link': 'staff',
  'GET /api/calendar/feed/:file': 'public',
  'GET /api/family/calendar-link': 'family',
  'DELETE /api/family/calendar-link': 'family',
};
