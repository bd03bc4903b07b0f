import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
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
