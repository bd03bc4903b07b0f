import type { SectionDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildSection, type SystemIds } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { createStaffTestApp } from '../../test/staff-app.js';

describe('sections (the section screens and the /section calls)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let ids: SystemIds;
  beforeAll(async () => {
    ({ t, admin, manager, coach, ids } = await createStaffTestApp({
      // A section's manager is chosen among the coaches.
      manager: { roles: ['SECTION_MANAGER', 'COACH'], firstName: 'Sophie', lastName: 'Bernard' },
    }));
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers = admin.headers) =>
    t.call({ method: 'POST', url: '/api/section/', headers, payload });
  /** The version an edit screen would have loaded. */
  const versionOf = async (id: number) =>
    (await t.deps.db.selectFrom('sections').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

  it('creates a section with its manager and shows it on the cards', async () => {
    const response = await create({ name: 'Water-polo', coachId: manager.id });
    expect(response.statusCode).toBe(201);
    const section = response.json<SectionDto>();
    expect(section).toMatchObject({
      name: 'Water-polo',
      managerId: manager.id,
      Coach: { id: manager.id, firstName: 'Sophie', lastName: 'Bernard' },
      groups: [],
      protected: false,
    });
    const groupId = await buildGroup(t.deps.db, { name: 'U13', sectionId: section.id });

    const list = await t.call({ method: 'GET', url: '/api/section/', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const cards = list.json<SectionDto[]>();
    expect(cards.find((c) => c.id === section.id)?.groups).toEqual([{ id: groupId, name: 'U13' }]);
    // "Aucune" comes last and is protected.
    expect(cards.at(-1)).toMatchObject({ id: ids.noneSection, name: 'Aucune', protected: true });

    const one = await t.call({ method: 'GET', url: `/api/section/${section.id}`, headers: manager.headers });
    expect(one.json()).toMatchObject({ id: section.id, groups: [{ id: groupId, name: 'U13' }] });
    expect((await t.call({ method: 'GET', url: '/api/section/999999', headers: admin.headers })).statusCode).toBe(404);
  });

  it('creates a section without a manager', async () => {
    const response = await create({ name: "Plongeon d'été" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ managerId: null, Coach: null });
  });

  it.each([
    [{ name: '' }, { name: 'SECTION_NAME_ERROR' }],
    [{}, { name: 'SECTION_NAME_ERROR' }],
    [{ name: '<b>Natation</b>' }, { name: 'SECTION_NAME_ERROR' }],
    [{ name: 'Natation', coachId: 'x' }, { coachId: 'INVALID_VALUE' }],
    [{ name: 'Natation', coachId: 999999 }, { coachId: 'INVALID_VALUE' }],
    [{ name: 'aucune' }, { name: 'RESERVED_NAME' }],
  ])('refuses %j with the field messages', async (payload, fields) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
  });

  it('refuses a manager who is not a coach (400 SECTION_MANAGER_NOT_COACH), on creation and on edit', async () => {
    const adminOnly = await t.staff(['ADMIN']);
    const managerOnly = await t.staff(['SECTION_MANAGER']);
    for (const user of [adminOnly, managerOnly]) {
      const response = await create({ name: `Sans coach ${user.id}`, coachId: user.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'SECTION_MANAGER_NOT_COACH' });
    }
    const created = (await create({ name: 'Avec coach', coachId: coach.id })).json<SectionDto>();
    expect(created).toMatchObject({ managerId: coach.id });
    const url = `/api/section/${created.id}/`;
    const edit = await t.call({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { name: 'Avec coach', coachId: managerOnly.id, version: created.version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ code: 'SECTION_MANAGER_NOT_COACH' });
    const after = await t.call({ method: 'GET', url: `/api/section/${created.id}`, headers: admin.headers });
    expect(after.json()).toMatchObject({ managerId: coach.id, version: created.version });
    // A manager who lost the COACH role since being chosen does not block renaming the section.
    const legacy = await buildSection(t.deps.db, { name: 'Ancienne section', managerId: managerOnly.id });
    const renamed = await t.call({
      method: 'PATCH',
      url: `/api/section/${legacy}/`,
      headers: admin.headers,
      payload: { name: 'Section renommée', coachId: managerOnly.id, version: 1 },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a name already taken, whatever the case', async () => {
    await create({ name: 'Synchro' });
    const response = await create({ name: 'SYNCHRO' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', fields: { name: 'NAME_TAKEN' } });
  });

  it('lets only admins create, edit and delete; section managers read; coaches nothing', async () => {
    expect((await create({ name: 'Par un manager' }, manager.headers)).statusCode).toBe(403);
    expect((await create({ name: 'Par un coach' }, coach.headers)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/section/', headers: coach.headers })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/section/', headers: manager.headers })).statusCode).toBe(200);
    const id = await buildSection(t.deps.db);
    const patch = await t.call({ method: 'PATCH', url: `/api/section/${id}/`, headers: manager.headers, payload: { name: 'X' } });
    expect(patch.statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/section/${id}`, headers: manager.headers })).statusCode).toBe(403);
  });

  it('edits the name and the manager, and refuses a stale version', async () => {
    const created = (await create({ name: 'Natation course', coachId: manager.id })).json<SectionDto>();
    const url = `/api/section/${created.id}/`;
    const renamed = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { name: 'Natation', version: created.version } });
    expect(renamed.statusCode).toBe(200);
    // Without coachId the manager stays; null removes it.
    expect(renamed.json()).toMatchObject({ name: 'Natation', managerId: manager.id, version: created.version + 1 });
    const stale = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { name: 'Natation 2', version: created.version } });
    expect(stale.statusCode).toBe(409);
    const version = await versionOf(created.id);
    const cleared = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { name: 'Natation', coachId: null, version } });
    expect(cleared.json()).toMatchObject({ managerId: null, Coach: null });
    const next = version + 1;
    const invalid = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { name: 'Nata;tion', version: next } });
    expect(invalid.json()).toMatchObject({ fields: { name: 'SECTION_NAME_ERROR' } });
    const unknownCoach = await t.call({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { name: 'Natation', coachId: 999999, version: next },
    });
    expect(unknownCoach.json()).toMatchObject({ fields: { coachId: 'INVALID_VALUE' } });
    await create({ name: 'Plongeon' });
    const taken = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { name: 'plongeon', version: next } });
    expect(taken.statusCode).toBe(409);
    const missing = await t.call({
      method: 'PATCH',
      url: '/api/section/999999/',
      headers: admin.headers,
      payload: { name: 'Plouf', version: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a save without the version it was loaded with: 400 on `version`, nothing changed', async () => {
    const created = (await create({ name: 'Water-polo loisir' })).json<SectionDto>();
    const response = await t.call({
      method: 'PATCH',
      url: `/api/section/${created.id}/`,
      headers: admin.headers,
      payload: { name: 'Autre nom' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { version: 'INVALID_VALUE' } });
    const after = await t.call({ method: 'GET', url: `/api/section/${created.id}`, headers: admin.headers });
    expect(after.json()).toMatchObject({ name: 'Water-polo loisir', version: created.version });
  });

  it('protects "Aucune": no renaming, no deletion, but a manager may be set', async () => {
    const url = `/api/section/${ids.noneSection}/`;
    const version = await versionOf(ids.noneSection);
    const rename = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { name: 'Autre', version } });
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toMatchObject({ code: 'PROTECTED_RECORD' });
    const same = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { name: 'Aucune', coachId: manager.id, version } });
    expect(same.statusCode).toBe(200);
    const remove = await t.call({ method: 'DELETE', url: `/api/section/${ids.noneSection}`, headers: admin.headers });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ code: 'PROTECTED_RECORD' });
  });

  it('deletes a section and moves its groups to "Aucune"', async () => {
    const sectionId = await buildSection(t.deps.db, { name: 'Éphémère' });
    const g1 = await buildGroup(t.deps.db, { sectionId });
    const g2 = await buildGroup(t.deps.db, { sectionId });
    const response = await t.call({ method: 'DELETE', url: `/api/section/${sectionId}`, headers: admin.headers });
    expect(response.statusCode).toBe(204);
    const groups = await t.deps.db.selectFrom('groups').select(['id', 'section_id']).where('id', 'in', [g1, g2]).execute();
    expect(groups.map((g) => g.section_id)).toEqual([ids.noneSection, ids.noneSection]);
    expect((await t.call({ method: 'GET', url: `/api/section/${sectionId}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/section/${sectionId}`, headers: admin.headers })).statusCode).toBe(404);
  });
});
