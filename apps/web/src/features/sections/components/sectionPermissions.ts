import { canManageSections, type SectionDto } from '@club/domain';
import type { SessionState } from '@/lib/session';

export interface SectionCardPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/** Edit and delete icons for admins (docs/product.md#roles); never a delete for "Aucune" (docs/product.md#protected-records). */
export const sectionCardPermissions = (session: SessionState, section: Pick<SectionDto, 'protected'>): SectionCardPermissions => ({
  canEdit: canManageSections(session.roles),
  canDelete: canManageSections(session.roles) && !section.protected,
});
