import type { CorrectionDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signInFamily } from '../family/test-data.js';
import { latestCorrectionOf } from './dto.js';
import { familyWithSentForm, sendCorrection, setState } from './test-data.js';

/** Corrections sent from the family space (docs/product.md#family-corrections). */
describe('sending a correction from the family space', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = (subscriptionId: number) =>
    t.deps.db.selectFrom('subscription_corrections').selectAll().where('subscription_id', '=', subscriptionId).orderBy('id').execute();
  const memberRow = (id: number) => t.deps.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('records the fields changed with the values on file, drops those asked as they are, and writes nothing yet', async () => {
    const s = await familyWithSentForm(t);
    t.clock.advance(60_000);
    const sent = await sendCorrection(t, s.family, s.memberId, {
      // The city is asked as it is on file: dropped.
      changes: { city: 'Monaco', zipCode: '98001', address: '3, avenue de la Costa', guardianPhone: '0611223344' },
      note: 'We moved in August.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const dto = sent.json<CorrectionDto>();
    expect(dto).toEqual({
      id: expect.any(Number),
      subscriptionId: s.subscriptionId,
      status: 'PENDING',
      submittedAt: t.clock.now().toISOString(),
      submittedBy: s.email,
      changes: [
        { field: 'guardianPhone', before: `06${String(10_000_000 + s.subscriptionId)}`, after: '0611223344' },
        { field: 'address', before: '12, boulevard des Moulins', after: '3, avenue de la Costa' },
        { field: 'zipCode', before: '98000', after: '98001' },
      ],
      note: 'We moved in August.',
      reviewedAt: null,
      reviewedBy: null,
      reason: null,
    });
    const member = await memberRow(s.memberId);
    expect({ address: member.address, zip: member.zip_code }).toEqual({ address: '12, boulevard des Moulins', zip: '98000' });
    const rows = await rowsOf(s.subscriptionId);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.changes)).toEqual({ guardianPhone: '0611223344', address: '3, avenue de la Costa', zipCode: '98001' });
    expect(rows[0]).toMatchObject({ member_id: s.memberId, submitted_by: s.email, status: 'PENDING' });
  });

  it('merges a correction sent while another waits: the newer value wins and the older row is kept as SUPERSEDED', async () => {
    const s = await familyWithSentForm(t);
    const first = await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Beausoleil', birthPlace: 'Nice' }, note: 'First' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Menton', lname: 'Martin-Rossi' } });
    expect(second.statusCode, second.body).toBe(201);
    const merged = second.json<CorrectionDto>();
    expect(merged.changes).toEqual([
      { field: 'lname', before: 'Martin', after: 'Martin-Rossi' },
      { field: 'birthPlace', before: 'Monaco', after: 'Nice' },
      { field: 'city', before: 'Monaco', after: 'Menton' },
    ]);
    // No new note: the one waiting stays.
    expect(merged.note).toBe('First');
    const rows = await rowsOf(s.subscriptionId);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [first.json<CorrectionDto>().id, 'SUPERSEDED'],
      [merged.id, 'PENDING'],
    ]);
  });

  it('ends two corrections sent at the same moment as one waiting row holding both', async () => {
    const s = await familyWithSentForm(t);
    const answers = await Promise.all([
      sendCorrection(t, s.family, s.memberId, { changes: { city: 'Menton' } }),
      sendCorrection(t, s.family, s.memberId, { changes: { nationality: 'FR' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const rows = await rowsOf(s.subscriptionId);
    const pending = rows.filter((r) => r.status === 'PENDING');
    expect(pending).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'SUPERSEDED')).toHaveLength(1);
    expect(JSON.parse(pending[0]!.changes)).toEqual({ city: 'Menton', nationality: 'FR' });
    expect(JSON.parse(pending[0]!.previous)).toEqual({ city: 'Monaco', nationality: 'MC' });
  });

  it('answers the same 404 for another family’s member, an unknown one and one without a subscription this season', async () => {
    const s = await familyWithSentForm(t);
    const other = await familyWithSentForm(t);
    const payload = { changes: { city: 'Menton' } };
    const foreign = await sendCorrection(t, s.family, other.memberId, payload);
    const unknown = await sendCorrection(t, s.family, 99_999_999, payload);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await rowsOf(other.subscriptionId)).toEqual([]);

    // A brother on file at the same address, not subscribed this season.
    const guardian = await buildGuardian(t.deps.db, { email: 'no.subscription@example.org' });
    const child = await buildMember(t.deps.db, { guardianId: guardian });
    const family = await signInFamily(t, 'no.subscription@example.org');
    const none = await sendCorrection(t, family, child, payload);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(unknown.json());
  });

  it('takes corrections from the form’s sending until staff validate it: 409 before, once done or cancelled', async () => {
    const s = await familyWithSentForm(t);
    const send = (city: string) => sendCorrection(t, s.family, s.memberId, { changes: { city } });
    await setState(t, s.subscriptionId, 'MISSING_DOC');
    expect((await send('Menton')).statusCode).toBe(201);
    for (const [state, message] of [
      ['SCHEDULED', /not sent yet/],
      ['DONE', /validated/],
      ['CANCELLED', /cancelled/],
    ] as const) {
      await setState(t, s.subscriptionId, state);
      const refused = await send('Nice');
      expect(refused.statusCode, state).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(message) });
    }
    await setState(t, s.subscriptionId, 'STARTED');
    expect((await send('Nice')).statusCode).toBe(201);
    expect((await rowsOf(s.subscriptionId)).map((r) => r.status)).toEqual(['SUPERSEDED', 'PENDING']);

    // A child whose form was never sent: the form is the way, not a correction.
    const guardian = await buildGuardian(t.deps.db, { email: 'scheduled@example.org' });
    const child = await buildMember(t.deps.db, { guardianId: guardian });
    await buildSubscription(t.deps.db, child, { state: 'SCHEDULED' });
    const family = await signInFamily(t, 'scheduled@example.org');
    expect((await sendCorrection(t, family, child, { changes: { city: 'Menton' } })).statusCode).toBe(409);
  });

  it('refuses a correction that changes nothing, a field that breaks the form’s rule and a size not on file', async () => {
    const s = await familyWithSentForm(t);
    const same = await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Monaco', fname: 'Léa', addressComp: '' } });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { changes: 'REQUIRED' } });

    const empty = await sendCorrection(t, s.family, s.memberId, { changes: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { changes: 'REQUIRED' } });

    // Not a field a family may correct (ids, the subscription's own): ignored, and then nothing is left.
    const ids = await sendCorrection(t, s.family, s.memberId, { changes: { id: 1, subscriptionId: 2 } });
    expect(ids.statusCode).toBe(400);
    expect(ids.json()).toMatchObject({ fields: { changes: 'REQUIRED' } });

    const zip = await sendCorrection(t, s.family, s.memberId, { changes: { zipCode: '98 000 !' } });
    expect(zip.statusCode).toBe(400);
    expect(zip.json()).toMatchObject({ fields: { 'changes.zipCode': 'Invalid postal code' } });

    const size = await sendCorrection(t, s.family, s.memberId, { changes: { shirtSizeId: 987_654 } });
    expect(size.statusCode).toBe(400);
    expect(size.json()).toMatchObject({ fields: { 'changes.shirtSizeId': 'Invalid T-shirt size' } });

    const note = await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Nice' }, note: 'x'.repeat(501) });
    expect(note.statusCode).toBe(400);
    expect(await rowsOf(s.subscriptionId)).toEqual([]);
  });

  it('gives the family home the waiting correction, else the latest reviewed one, never a merged one', async () => {
    const s = await familyWithSentForm(t);
    expect(await latestCorrectionOf(t.deps.db, s.subscriptionId)).toBeNull();
    const first = (await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Menton' } })).json<CorrectionDto>();
    const admin = await t.staff(['ADMIN']);
    const refused = await t.call({
      method: 'POST',
      url: `/api/correction/${first.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Wrong city' },
    });
    expect(refused.statusCode).toBe(200);
    expect(await latestCorrectionOf(t.deps.db, s.subscriptionId)).toMatchObject({ id: first.id, status: 'REJECTED', reason: 'Wrong city' });
    const second = (await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Nice' } })).json<CorrectionDto>();
    const third = (await sendCorrection(t, s.family, s.memberId, { changes: { zipCode: '98001' } })).json<CorrectionDto>();
    expect(await latestCorrectionOf(t.deps.db, s.subscriptionId)).toMatchObject({
      id: third.id,
      status: 'PENDING',
      changes: [
        { field: 'city', before: 'Monaco', after: 'Nice' },
        { field: 'zipCode', before: '98000', after: '98001' },
      ],
    });
    expect(second.id).toBeLessThan(third.id);
  });

  it('needs the family session', async () => {
    const s = await familyWithSentForm(t);
    const anonymous = await t.call({
      method: 'POST',
      url: `/api/family/members/${s.memberId}/corrections`,
      payload: { changes: { city: 'Nice' } },
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = await t.staff(['ADMIN']);
    const asStaff = await t.call({
      method: 'POST',
      url: `/api/family/members/${s.memberId}/corrections`,
      headers: staff.headers,
      payload: { changes: { city: 'Nice' } },
    });
    expect(asStaff.statusCode).toBe(401);
    expect(await rowsOf(s.subscriptionId)).toEqual([]);
  });

  it('gives the correction dialog the values on file and the sizes, to the address’s own members only', async () => {
    const s = await familyWithSentForm(t);
    const details = (memberId: number, family = s.family) =>
      t.call({ method: 'GET', url: `/api/family/members/${memberId}/details`, headers: { ...family.headers, 'accept-language': 'en' } });
    const answer = await details(s.memberId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<{ values: Record<string, unknown>; sizes: { shirt: { id: number; label: string }[] } }>();
    const member = await memberRow(s.memberId);
    expect(body.values).toMatchObject({
      lname: member.last_name,
      address: '12, boulevard des Moulins',
      zipCode: '98000',
      city: 'Monaco',
      shirtSizeId: member.shirt_size_id,
    });
    expect(body.sizes.shirt.length).toBeGreaterThan(0);
    expect(body.sizes.shirt.map((o) => o.id)).toContain(member.shirt_size_id);

    const other = await familyWithSentForm(t);
    const foreign = await details(other.memberId);
    const unknown = await details(99_999_999);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    await setState(t, s.subscriptionId, 'DONE');
    expect((await details(s.memberId)).statusCode).toBe(409);
    expect((await t.call({ method: 'GET', url: `/api/family/members/${s.memberId}/details` })).statusCode).toBe(401);
  });

  it('withdraws a waiting field asked back to its value on file, and the whole correction when nothing is left', async () => {
    const s = await familyWithSentForm(t);
    await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Menton', birthPlace: 'Nice' } });
    const partly = await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Monaco' } });
    expect(partly.statusCode, partly.body).toBe(201);
    expect(partly.json<CorrectionDto>().changes).toEqual([{ field: 'birthPlace', before: 'Monaco', after: 'Nice' }]);
    const all = await sendCorrection(t, s.family, s.memberId, { changes: { birthPlace: 'Monaco' } });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json<CorrectionDto>().status).toBe('SUPERSEDED');
    expect((await rowsOf(s.subscriptionId)).map((r) => r.status)).toEqual(['SUPERSEDED', 'SUPERSEDED']);
    expect(await latestCorrectionOf(t.deps.db, s.subscriptionId)).toBeNull();
    // Nothing waits any more: asking a value as it is on file is noise again.
    expect((await sendCorrection(t, s.family, s.memberId, { changes: { birthPlace: 'Monaco' } })).statusCode).toBe(400);
  });
});
