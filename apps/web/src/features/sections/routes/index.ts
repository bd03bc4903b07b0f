import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { accessRules } from '@/lib/session';

/**
 * The sections menu is the admin's (docs/product.md#roles). Section managers may read the list
 * (they file groups under sections) but only admins create, edit and delete sections.
 */
export const sectionsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.sectionCreate,
    access: accessRules.manageSections,
    screen: () => import('./CreateSectionPage').then((m) => m.CreateSectionPage),
  },
  {
    kind: 'staff',
    path: paths.sections,
    access: accessRules.readSections,
    screen: () => import('./SectionListPage').then((m) => m.SectionListPage),
  },
  {
    kind: 'staff',
    path: paths.section,
    access: accessRules.manageSections,
    screen: () => import('./EditSectionPage').then((m) => m.EditSectionPage),
  },
];
