import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { createSubGroupSchema, setSubGroupSchema } from './requests.js';

describe('sub-group creation (a name and at least one coach)', () => {
  it('accepts a name and coaches, without duplicates', () => {
    expect(createSubGroupSchema.parse({ name: 'Ligne 1', coaches: [4, 4, 7] })).toEqual({ name: 'Ligne 1', coaches: [4, 7] });
  });

  it.each([
    [{ name: '', coaches: [1] }, 'name', MSG.subGroupName],
    [{ name: '<i>', coaches: [1] }, 'name', MSG.subGroupName],
    [{ coaches: [1] }, 'name', MSG.subGroupName],
    [{ name: 'Ligne 1', coaches: [] }, 'coaches', MSG.subGroupCoach],
    [{ name: 'Ligne 1' }, 'coaches', MSG.subGroupCoach],
    [{ name: 'Ligne 1', coaches: ['a'] }, 'coaches.0', MSG.subGroupCoach],
  ])('refuses %j on %s', (input, field, message) => {
    const result = createSubGroupSchema.safeParse(input);
    expect(result.error?.issues.find((issue) => issue.path.join('.') === field)?.message).toBe(message);
  });

  it('takes null to leave a sub-group', () => {
    expect(setSubGroupSchema.parse({ subGroupId: null })).toEqual({ subGroupId: null });
    expect(setSubGroupSchema.safeParse({}).success).toBe(false);
  });
});
