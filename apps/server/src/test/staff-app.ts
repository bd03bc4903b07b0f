import type { Role } from '@club/domain';
import { systemIds, type SystemIds } from './factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from './harness.js';

export interface StaffTestApp {
  t: TestApp;
  admin: StaffMember;
  manager: StaffMember;
  coach: StaffMember;
  /** The protected records ("Aucune", "Aucun", the removed-members group). */
  ids: SystemIds;
}

export interface StaffTestAppOptions {
  /** The section manager's roles (default: SECTION_MANAGER alone) and names. */
  manager?: { roles?: Role[]; firstName?: string; lastName?: string };
}

/**
 * An app with the three staff roles of the club organisation screens signed in — an admin, a
 * section manager and a coach — for the route tests of sections, groups and member moves
 * (docs/product.md#roles).
 */
export const createStaffTestApp = async (options: StaffTestAppOptions = {}): Promise<StaffTestApp> => {
  const t = await createTestApp();
  const { roles = ['SECTION_MANAGER'], ...names } = options.manager ?? {};
  const admin = await t.staff(['ADMIN']);
  const manager = await t.staff(roles, names);
  const coach = await t.staff(['COACH']);
  return { t, admin, manager, coach, ids: await systemIds(t.deps.db) };
};
