import type { FeatureRoute } from '@/config/routeTypes';
import { paths } from '@/config/paths';
import { accessRules } from '@/lib/session';

/** Admins review every upload, section managers those of their sections' members. */
export const uploadsRoutes: FeatureRoute[] = [
  {
    kind: 'staff',
    path: paths.uploadReview,
    access: accessRules.reviewUploads,
    screen: () => import('./UploadReviewPage').then((m) => m.UploadReviewPage),
  },
];
