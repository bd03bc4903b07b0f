import { canDeleteGroups, canWriteGroups, type GroupListItemDto } from '@club/domain';
import type { SessionState } from '@/lib/session';

/** What a user may do with a group card (docs/product.md#roles): the domain's rules, which the server follows too. */
export interface GroupCardPermissions {
  canEdit: boolean;
  canDelete: boolean;
  canManageSubGroups: boolean;
}

export const groupCardPermissions = (session: SessionState, group: Pick<GroupListItemDto, 'protected'>): GroupCardPermissions => ({
  canEdit: canWriteGroups(session.roles),
  // The group "Aucun" and the removed-members group cannot be deleted (docs/product.md#protected-records).
  canDelete: canDeleteGroups(session.roles) && !group.protected,
  canManageSubGroups: canWriteGroups(session.roles),
});
