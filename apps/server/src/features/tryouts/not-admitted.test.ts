import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { adminAt, assign, createCompletionTestApp, createTryout, DAY_AFTER, outboxOf, PLANNING_DAY } from './test-data.js';

describe('the families of the students not admitted get a mail when the test is completed', () => {
  let t: TestApp;
  let admin: StaffMember;
  /** Signed in on the day after the tests (access tokens last 15 minutes of the test clock). */
  let held: StaffMember;
  let noneGroup: number;

  beforeAll(async () => {
    ({ t, admin, held, noneGroup } = await createCompletionTestApp());
  });
  afterAll(() => t.close());

  const suffix = () => Math.random().toString(36).slice(2, 8);

  /**
   * One test, its possible group, and five families: the Duponts (two children, French, two
   * addresses), the Walkers (English), the Fabres (placed), the Roux (absent) and Jade, a
   * member of a real group who tried another one.
   */
  const families = async () => {
    t.clock.set(PLANNING_DAY);
    const s = suffix();
    const group = await buildGroup(t.deps.db, { name: `Avenirs ${s}` });
    const current = await buildGroup(t.deps.db, { name: `Loisirs ${s}` });
    const testId = await createTryout(t, admin.headers, { capacity: 20 });
    await t.call({ method: 'POST', url: `/api/test/${testId}/group`, headers: admin.headers, payload: { groupIds: [group] } });
    const dupont = await buildGuardian(t.deps.db, {
      email: `dupont.${s}@example.org`,
      secondaryEmail: `dupont.bis.${s}@example.org`,
      language: 'fr',
    });
    const walker = await buildGuardian(t.deps.db, { email: `walker.${s}@example.org`, language: 'en' });
    const fabre = await buildGuardian(t.deps.db, { email: `fabre.${s}@example.org` });
    const roux = await buildGuardian(t.deps.db, { email: `roux.${s}@example.org` });
    const child = (firstName: string, lastName: string, guardianId: number | null, extra: { groupId?: number; email?: string } = {}) =>
      buildMember(t.deps.db, {
        firstName,
        lastName: `${lastName} ${s}`,
        birthDate: '2015-02-02',
        groupId: noneGroup,
        guardianId,
        ...extra,
      });
    const ids = {
      zoe: await child('Zoé', 'Dupont', dupont),
      hugo: await child('Hugo', 'Dupont', dupont),
      anna: await child('Anna', 'Walker', walker),
      leo: await child('Léo', 'Fabre', fabre),
      ines: await child('Inès', 'Roux', roux),
      jade: await child('Jade', 'Morel', null, { groupId: current, email: `morel.${s}@example.org` }),
      // No address anywhere: nobody to write to.
      nina: await child('Nina', 'Blanc', null),
    };
    for (const id of Object.values(ids)) expect((await assign(t, admin.headers, testId, id)).statusCode).toBe(201);
    const placements = [
      { studentId: ids.zoe, groupId: null },
      { studentId: ids.hugo, groupId: null },
      { studentId: ids.anna, groupId: null },
      { studentId: ids.leo, groupId: group },
      { studentId: ids.jade, groupId: null },
      { studentId: ids.nina, groupId: null },
    ];
    return { s, testId, group, ids, placements };
  };

  const complete = (testId: number, placements: { studentId: number; groupId: number | null }[], headers = held.headers) => {
    t.clock.set(DAY_AFTER);
    return t.call({ method: 'PATCH', url: `/api/test/${testId}/completed`, headers, payload: { placements } });
  };

  const mailsOf = async (s: string) =>
    (await outboxOf(t, 'TEST_NOT_ADMITTED')).filter((mail) => mail.to_addresses.includes(s) || mail.text_body.includes(s));

  it('writes once to each family, in its language and then the other, about its children only', async () => {
    const { s, testId, ids, placements } = await families();
    const response = await complete(testId, placements);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ placed: 1, failed: 5, absent: 1, notAdmittedMailsQueued: 3 });

    const mails = await mailsOf(s);
    expect(mails).toHaveLength(3);
    const to = (address: string) => mails.find((mail) => JSON.parse(mail.to_addresses).includes(address))!;

    // Brother and sister: one mail naming both, to both addresses of their family.
    const duponts = to(`dupont.${s}@example.org`);
    expect(JSON.parse(duponts.to_addresses)).toEqual([`dupont.${s}@example.org`, `dupont.bis.${s}@example.org`]);
    expect(JSON.parse(duponts.bcc_addresses)).toEqual([]);
    expect(duponts.subject).toBe(`Résultat du test de natation – Hugo Dupont ${s} et Zoé Dupont ${s}`);
    expect(duponts.text_body.startsWith('Bonjour,')).toBe(true);
    expect(duponts.text_body).toContain('05/12/2026');
    expect(duponts.text_body).toContain(`n’ont pas pu proposer de place à Hugo Dupont ${s} et Zoé Dupont ${s}`);
    expect(duponts.text_body).toContain('Hello,');
    expect(duponts.language).toBe('fr');
    // A mail about two children belongs to neither alone: erasure finds it by their names.
    expect(duponts.member_id).toBeNull();

    const walkers = to(`walker.${s}@example.org`);
    expect(JSON.parse(walkers.to_addresses)).toEqual([`walker.${s}@example.org`]);
    expect(walkers.subject).toBe(`Try-out test result – Anna Walker ${s}`);
    expect(walkers.text_body.startsWith('Hello,')).toBe(true);
    expect(walkers.text_body).toContain(`the coaches could not offer Anna Walker ${s} a place`);
    expect(walkers.member_id).toBe(ids.anna);

    // A member of a real group who tried another one is told they keep their place.
    const jade = to(`morel.${s}@example.org`);
    expect(jade.member_id).toBe(ids.jade);
    expect(jade.text_body).toContain(`Jade Morel ${s} garde sa place dans son groupe actuel.`);
    expect(jade.text_body).toContain(`Jade Morel ${s} keeps their place in their current group.`);

    // Never another family's child or address; nothing to the placed, the absent or the unreachable.
    for (const mail of mails) {
      const family = JSON.parse(mail.to_addresses) as string[];
      for (const other of ['Léo', 'Inès', 'Nina']) expect(`${mail.subject} ${mail.text_body}`).not.toContain(`${other} `);
      if (mail !== duponts) expect(mail.text_body).not.toContain('Dupont');
      if (mail !== walkers) expect(mail.text_body).not.toContain('Walker');
      expect(family.some((address) => address.includes('fabre') || address.includes('roux'))).toBe(false);
    }
  });

  it('sends each family one mail when two staff complete the same test at once', async () => {
    const { s, testId, placements } = await families();
    const other = await adminAt(t, DAY_AFTER);
    const responses = await Promise.all([complete(testId, placements), complete(testId, placements, other.headers)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mails = await mailsOf(s);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.to_addresses)).size).toBe(3);
  });

  it('mails nobody when the completion is refused', async () => {
    const { s, testId, placements } = await families();
    const early = await t.call({
      method: 'PATCH',
      url: `/api/test/${testId}/completed`,
      headers: (await adminAt(t, PLANNING_DAY)).headers,
      payload: { placements },
    });
    expect(early.statusCode).toBe(409);
    expect(await mailsOf(s)).toEqual([]);
  });
});
