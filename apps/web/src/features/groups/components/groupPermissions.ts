import type { GroupListItemDto } from '@club/domain';
import type { SessionState } from '@/lib/session';

/** What a user may do with a group card (SPEC §2 Groups, §6). */
export interface GroupCardPermissions {
  canEdit: boolean;
  canDelete: boolean;
  canManageSubGroups: boolean;
}

export const groupCardPermissions = (session: SessionState, group: Pick<GroupListItemDto, 'protected'>): GroupCardPermissions => ({
  canEdit: session.isAdmin,
  // The group "Aucun" and the removed-members group cannot be deleted (SPEC §9).
  canDelete: session.isAdmin && !group.protected,
  canManageSubGroups: session.isAdmin || session.isSectionManager,
});
