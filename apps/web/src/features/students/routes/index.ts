import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** New members (SPEC §2 Student creation) and the members of a test: admins only (SPEC §6). */
export const studentsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.studentCreate,
    access: adminOnly,
    screen: () => import('./CreateStudentPage').then((m) => m.CreateStudentPage),
  },
  {
    kind: 'staff',
    path: paths.studentTest,
    access: adminOnly,
    screen: () => import('./StudentTestPage').then((m) => m.StudentTestPage),
  },
];
