import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { adminOnly, groupWriters } from '@/lib/session';

/**
 * SPEC §6: the sections menu is the admin's. Section managers may read the list (they
 * file groups under sections) but only admins create, edit and delete sections.
 */
export const sectionsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.sectionCreate,
    access: adminOnly,
    screen: () => import('./CreateSectionPage').then((m) => m.CreateSectionPage),
  },
  {
    kind: 'staff',
    path: paths.sections,
    access: groupWriters,
    screen: () => import('./SectionListPage').then((m) => m.SectionListPage),
  },
  {
    kind: 'staff',
    path: paths.section,
    access: adminOnly,
    screen: () => import('./EditSectionPage').then((m) => m.EditSectionPage),
  },
];
