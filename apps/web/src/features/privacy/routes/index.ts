import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly } from '@/lib/session';

/** A member's personal data (export, erasure) is the administrators'. */
export const privacyRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.privacyMember,
    access: adminOnly,
    screen: () => import('./MemberPrivacyPage').then((m) => m.MemberPrivacyPage),
  },
];
