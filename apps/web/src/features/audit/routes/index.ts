import type { FeatureRoute } from '@/app/routeTypes';
import { paths } from '@/app/paths';
import { adminOnly } from '@/lib/session';

/** The audit log is the administrators'. */
export const auditRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.audit,
    access: adminOnly,
    screen: () => import('./AuditLogPage').then((m) => m.AuditLogPage),
  },
];
