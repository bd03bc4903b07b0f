import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsIcon from '@mui/icons-material/Settings';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { accessRules, type AccessRule, type SessionState } from '@/lib/session';
import { paths, type AppPath } from '@/config/paths';

/** A link of the menu; `labelKey` is in the `layout` namespace. */
export interface MenuLink {
  id: string;
  labelKey: string;
  to: AppPath;
  access: AccessRule;
}

/** A top-level entry: a link, or a group that expands to show its links. */
export interface MenuEntry {
  id: string;
  labelKey: string;
  icon: ComponentType<SvgIconProps>;
  access: AccessRule;
  /** Set for a plain link; absent for an expandable group. */
  to?: AppPath;
  children?: readonly MenuLink[];
}

/** The menu (docs/product.md#menu), each entry for the roles of docs/product.md#roles. Logout is added by the menu itself. */
export const MENU: readonly MenuEntry[] = [
  {
    id: 'tests',
    labelKey: 'menu.tests',
    icon: QuizIcon,
    access: accessRules.manageMembers,
    children: [
      { id: 'test-create', labelKey: 'menu.testCreate', to: paths.testCreate, access: accessRules.manageMembers },
      { id: 'test-list', labelKey: 'menu.testList', to: paths.tests, access: accessRules.manageMembers },
    ],
  },
  {
    id: 'members',
    labelKey: 'menu.members',
    icon: PeopleIcon,
    access: accessRules.manageMembers,
    children: [
      { id: 'student-create', labelKey: 'menu.studentCreate', to: paths.studentCreate, access: accessRules.manageMembers },
      { id: 'subscriptions', labelKey: 'menu.subscriptions', to: paths.subscriptions, access: accessRules.manageMembers },
      { id: 'seasons', labelKey: 'menu.seasons', to: paths.seasons, access: accessRules.manageMembers },
    ],
  },
  {
    id: 'groups',
    labelKey: 'menu.groups',
    icon: GroupsIcon,
    access: accessRules.staff,
    children: [
      // Coaches read groups but may not create them.
      { id: 'group-create', labelKey: 'menu.groupCreate', to: paths.groupCreate, access: accessRules.writeGroups },
      { id: 'group-list', labelKey: 'menu.groupList', to: paths.groups, access: accessRules.staff },
    ],
  },
  {
    id: 'sections',
    labelKey: 'menu.sections',
    icon: AccountTreeIcon,
    // Section managers may read the list (they file groups under sections), but the menu is the admins' (docs/product.md#roles).
    access: accessRules.manageSections,
    children: [
      { id: 'section-create', labelKey: 'menu.sectionCreate', to: paths.sectionCreate, access: accessRules.manageSections },
      { id: 'section-list', labelKey: 'menu.sectionList', to: paths.sections, access: accessRules.manageSections },
    ],
  },
  {
    id: 'users',
    labelKey: 'menu.users',
    icon: ManageAccountsIcon,
    access: accessRules.manageUsers,
    children: [
      { id: 'user-create', labelKey: 'menu.userCreate', to: paths.userCreate, access: accessRules.manageUsers },
      { id: 'user-list', labelKey: 'menu.userList', to: paths.users, access: accessRules.manageUsers },
    ],
  },
  {
    id: 'subgroups',
    labelKey: 'menu.subgroups',
    icon: WorkspacesIcon,
    access: accessRules.writeGroups,
    // Sub-groups live inside a group: one screen to pick the group to create one in, one listing them all.
    children: [
      { id: 'subgroup-create', labelKey: 'menu.subgroupCreate', to: paths.subgroupCreate, access: accessRules.writeGroups },
      { id: 'subgroup-list', labelKey: 'menu.subgroupList', to: paths.subgroups, access: accessRules.writeGroups },
    ],
  },
  {
    id: 'administration',
    labelKey: 'menu.administration',
    icon: AdminPanelSettingsIcon,
    access: accessRules.administer,
    children: [
      { id: 'club', labelKey: 'menu.club', to: paths.club, access: accessRules.administer },
      { id: 'treasury', labelKey: 'menu.treasury', to: paths.treasury, access: accessRules.administer },
      { id: 'audit', labelKey: 'menu.audit', to: paths.audit, access: accessRules.administer },
      { id: 'mail-outbox', labelKey: 'menu.mailOutbox', to: paths.mailOutbox, access: accessRules.administer },
    ],
  },
  { id: 'uploads', labelKey: 'menu.uploadReview', icon: FactCheckIcon, access: accessRules.reviewUploads, to: paths.uploadReview },
  { id: 'sessions', labelKey: 'menu.sessions', icon: EventNoteIcon, access: accessRules.staff, to: paths.sessions },
  { id: 'planning', labelKey: 'menu.planning', icon: CalendarMonthIcon, access: accessRules.staff, to: paths.planning },
  { id: 'timeslots', labelKey: 'menu.timeslots', icon: ScheduleIcon, access: accessRules.staff, to: paths.timeslotNew },
  { id: 'settings', labelKey: 'menu.settings', icon: SettingsIcon, access: accessRules.staff, to: paths.settings },
];

/**
 * The entries this user may see, each with only its visible links. While the
 * default password is in use only the settings are reachable, so only they show.
 */
export const visibleMenu = (session: SessionState, menu: readonly MenuEntry[] = MENU): MenuEntry[] => {
  if (session.mustChangePassword) return menu.filter((entry) => entry.to === paths.settings);
  return menu
    .filter((entry) => entry.access(session))
    .map((entry) => (entry.children === undefined ? entry : { ...entry, children: entry.children.filter((link) => link.access(session)) }))
    .filter((entry) => entry.children === undefined || entry.children.length > 0);
};
