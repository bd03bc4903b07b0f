import type { GroupDetailsDto, GroupListItemDto, GroupSummaryDto, NextGroupDto, SubGroupDto, SubGroupOverviewDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildSection, buildSubGroup } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { createTryout } from '../tryouts/test-data.js';

/** Water-polo age groups: a byte or dictionary order puts U19 before U9. */
describe('groups and sub-groups in natural order (« U9 » before « U11 » before « U19 »)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  let waterPolo: number;
  let u9: number;
  let u11: number;
  let u19: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    // Sections too: « Section 9 » before « Section 10 ».
    const section10 = await buildSection(t.deps.db, { name: 'Section 10' });
    const section9 = await buildSection(t.deps.db, { name: 'Section 9' });
    await buildGroup(t.deps.db, { name: 'Groupe B', sectionId: section10 });
    await buildGroup(t.deps.db, { name: 'Groupe A', sectionId: section9 });
    waterPolo = await buildSection(t.deps.db, { name: 'Water-polo' });
    u19 = await buildGroup(t.deps.db, { name: 'U19', sectionId: waterPolo, coaches: [coach.id] });
    u9 = await buildGroup(t.deps.db, { name: 'U9', sectionId: waterPolo, coaches: [coach.id] });
    u11 = await buildGroup(t.deps.db, { name: 'U11', sectionId: waterPolo, coaches: [coach.id] });
    for (const name of ['U19 filles', 'U9 filles', 'U11 filles']) await buildSubGroup(t.deps.db, u9, { name, coaches: [coach.id] });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, member = admin): Promise<T> => {
    const response = await t.call({ method: 'GET', url, headers: member.headers });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const names = (items: readonly GroupSummaryDto[]) => items.map((item) => item.name);
  const waterPoloNames = (items: readonly (GroupSummaryDto & { sectionId: number })[]) =>
    names(items.filter((item) => item.sectionId === waterPolo));

  it('lists the groups of a section, and the sections, in natural order', async () => {
    const groups = await get<GroupListItemDto[]>('/api/group/');
    expect(waterPoloNames(groups)).toEqual(['U9', 'U11', 'U19']);
    const sections = [...new Set(groups.map((group) => group.Section.name))];
    expect(sections.indexOf('Section 9')).toBeLessThan(sections.indexOf('Section 10'));
    // The section "Aucune" still comes last.
    expect(sections.at(-1)).toBe('Aucune');

    expect(names(await get<GroupListItemDto[]>(`/api/group/section/${waterPolo}`))).toEqual(['U9', 'U11', 'U19']);
    expect(names(await get<GroupListItemDto[]>('/api/group/', coach))).toEqual(['U9', 'U11', 'U19']);
  });

  it('names the groups in natural order in the summaries and the next-year options', async () => {
    const summary = names(await get<GroupSummaryDto[]>('/api/group/summary')).filter((name) => /^U\d+$/.test(name));
    expect(summary).toEqual(['U9', 'U11', 'U19']);

    const options = names(await get<NextGroupDto[]>(`/api/group/${u9}/next`)).filter((name) => /^U\d+$/.test(name));
    expect(options).toEqual(['U9', 'U11', 'U19']);

    for (const possibleGroupId of [u19, u11]) {
      const toggled = await t.call({ method: 'POST', url: `/api/group/${u9}/next`, headers: admin.headers, payload: { possibleGroupId } });
      expect(toggled.statusCode).toBe(200);
    }
    expect(names((await get<GroupDetailsDto>(`/api/group/${u9}`)).nextGroups)).toEqual(['U11', 'U19']);
  });

  it('lists the sub-groups of a group in natural order, wherever they are offered', async () => {
    const expected = ['U9 filles', 'U11 filles', 'U19 filles'];
    expect(names((await get<GroupDetailsDto>(`/api/group/${u9}`)).subGroups)).toEqual(expected);
    expect(names(await get<SubGroupDto[]>(`/api/group/${u9}/subgroup/`, coach))).toEqual(expected);
    expect(names((await get<SubGroupOverviewDto>(`/api/group/${u9}/subgroup/overview`)).subGroups)).toEqual(expected);
  });

  it('offers a try-out test the groups in natural order, and lists its chosen groups so', async () => {
    const options = await get<(GroupSummaryDto & { sectionId: number })[]>('/api/test/groups');
    expect(waterPoloNames(options)).toEqual(['U9', 'U11', 'U19']);
    const testId = await createTryout(t, admin.headers);
    const chosen = await t.call({
      method: 'POST',
      url: `/api/test/${testId}/group`,
      headers: admin.headers,
      payload: { groupIds: [u19, u9, u11] },
    });
    expect(chosen.statusCode).toBe(200);
    expect(names(await get<GroupSummaryDto[]>(`/api/test/${testId}/group`))).toEqual(['U9', 'U11', 'U19']);
    const bySection = await get<{ id: number; groups: GroupSummaryDto[] }[]>(`/api/test/${testId}/groups`);
    expect(names(bySection.find((section) => section.id === waterPolo)!.groups)).toEqual(['U9', 'U11', 'U19']);
  });
});
