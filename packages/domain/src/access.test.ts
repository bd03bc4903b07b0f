import { describe, expect, it } from 'vitest';
import { can, canDeleteGroups, canManageUsers, canReviewUploads, canWriteGroups, seesAllGroups, STAFF_ACCESS } from './access.js';
import type { Role } from './roles.js';

const COMBINATIONS: Role[][] = [['ADMIN'], ['SECTION_MANAGER'], ['COACH'], ['COACH', 'SECTION_MANAGER']];

describe('staff access rules (docs/product.md#roles)', () => {
  it('lets admins and section managers write groups, coaches not, whatever else they hold', () => {
    expect(COMBINATIONS.map(canWriteGroups)).toEqual([true, true, false, true]);
    expect(COMBINATIONS.map(seesAllGroups)).toEqual([true, true, false, true]);
  });

  it('lets admins and section managers review uploaded documents, coaches not', () => {
    expect(COMBINATIONS.map(canReviewUploads)).toEqual([true, true, false, true]);
  });

  it('keeps group deletion and user management for admins', () => {
    expect(COMBINATIONS.map(canDeleteGroups)).toEqual([true, false, false, false]);
    expect(COMBINATIONS.map(canManageUsers)).toEqual([true, false, false, false]);
  });

  it('opens the staff rules to every role, and to a user holding none', () => {
    expect([...COMBINATIONS, []].every((roles) => can(roles, 'staff'))).toBe(true);
    expect(STAFF_ACCESS.staff).toBe('staff');
  });
});
