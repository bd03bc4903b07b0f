import type { Role } from '@club/domain';

/**
 * The access each route must give, written from SPEC §6 independently of the routes'
 * own declarations. The access test walks the server's route list: a route missing
 * here fails the test, so every new route comes with its rule.
 *
 * `public`: no login needed. `staff`: any logged-in role. Otherwise the roles allowed
 * (the others get 403). Ids in paths are replaced by a number no record has.
 */
export type Expected = 'public' | 'staff' | readonly Role[];

const ADMIN_ONLY = ['ADMIN'] as const;
const WRITERS = ['ADMIN', 'SECTION_MANAGER'] as const;

export const ACCESS_MATRIX: Record<string, Expected> = {
  'GET /api/health': 'public',
  'POST /api/coach/login': 'public',
  'POST /api/coach/refresh': 'public',
  'POST /api/coach/logout': 'staff',
  'POST /api/coach/verify': 'staff',
  'POST /api/coach/update/password': 'staff',
  'GET /api/coach/': ADMIN_ONLY,
  'POST /api/coach/': ADMIN_ONLY,
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
};
