import type { FamilyAbsencesDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { buildFamilyOf, buildPlannedSession } from './test-data.js';

/**
 * docs/product.md#absences: the family's page reads its children's sessions and absences in one
 * statement each. Each child keeps its own group's sessions, and another family's absences in
 * the same group never show. The test clock stands on Saturday 21 November 2026 in Monaco.
 */
describe('the absences page of a family of two children', () => {
  let t: TestApp;
  let martin: SignedInFamily;
  let durand: SignedInFamily;
  const kids: Record<string, number> = {};
  const planned: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    const benjamins = await buildGroup(db, { name: 'Benjamins' });
    const minimes = await buildGroup(db, { name: 'Minimes' });
    Object.assign(
      kids,
      await buildFamilyOf(db, 'martin@example.org', [
        { firstName: 'Alice', lastName: 'Martin', groupId: benjamins },
        { firstName: 'Basile', lastName: 'Martin', groupId: minimes },
      ]),
      await buildFamilyOf(db, 'durand@example.org', [{ firstName: 'Diane', lastName: 'Durand', groupId: benjamins }]),
    );
    planned.benjamins = await buildPlannedSession(db, { groupId: benjamins, startsAt: '2026-11-24T17:00:00.000Z' });
    planned.minimes = await buildPlannedSession(db, { groupId: minimes, startsAt: '2026-11-25T17:00:00.000Z' });
    martin = await signInFamily(t, 'martin@example.org');
    durand = await signInFamily(t, 'durand@example.org');
    const report = async (family: SignedInFamily, payload: Record<string, unknown>) => {
      const answer = await t.call({ method: 'POST', url: '/api/family/absences', headers: family.headers, payload });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    await report(martin, { kind: 'SESSION', memberId: kids.Alice, plannedSessionId: planned.benjamins, reason: 'Dentiste' });
    await report(martin, { kind: 'RANGE', memberId: kids.Basile, fromDay: '2026-11-30', toDay: '2026-12-02' });
    await report(durand, { kind: 'SESSION', memberId: kids.Diane, plannedSessionId: planned.benjamins, reason: 'Malade' });
  });
  afterAll(() => t.close());

  const view = async (family: SignedInFamily) => {
    const answer = await t.call({ method: 'GET', url: '/api/family/absences', headers: family.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<FamilyAbsencesDto>();
  };

  it('gives each child its own group’s sessions and the family its own absences only', async () => {
    const page = await view(martin);
    expect(page.children.map((child) => [child.firstName, child.sessions.map((session) => session.id)])).toEqual([
      ['Alice', [planned.benjamins]],
      ['Basile', [planned.minimes]],
    ]);
    expect(page.absences.map((absence) => [absence.firstName, absence.plannedSessionId, absence.fromDay, absence.toDay])).toEqual([
      ['Alice', planned.benjamins, '2026-11-24', '2026-11-24'],
      ['Basile', null, '2026-11-30', '2026-12-02'],
    ]);
  });

  it('gives the other family of the same group its child and its absence, none of the first family’s', async () => {
    const page = await view(durand);
    expect(page.children.map((child) => [child.firstName, child.sessions.map((session) => session.id)])).toEqual([
      ['Diane', [planned.benjamins]],
    ]);
    expect(page.absences.map((absence) => [absence.memberId, absence.reason])).toEqual([[kids.Diane, 'Malade']]);
  });
});
