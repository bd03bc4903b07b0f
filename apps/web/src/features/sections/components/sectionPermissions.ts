import type { SectionDto } from '@club/domain';
import type { SessionState } from '@/lib/session';

export interface SectionCardPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/** SPEC §2 Sections, §6: edit and delete icons for admins; never a delete for "Aucune" (SPEC §9). */
export const sectionCardPermissions = (session: SessionState, section: Pick<SectionDto, 'protected'>): SectionCardPermissions => ({
  canEdit: session.isAdmin,
  canDelete: session.isAdmin && !section.protected,
});
