import { MSG } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildLinkedSubscription } from '../../test/factories/index.js';

interface Detail {
  version: number;
  documents: Record<string, boolean>;
  payment: { method: string | null; paidOn: string } | null;
  invoice: { reference: string; issuedAt: string } | null;
}

describe('recording the payment: the tick with its method and day', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const detail = async (memberId: number, who = admin) =>
    (await t.call({ method: 'GET', url: `/api/subscription/student/${memberId}`, headers: who.headers })).json<Detail>();
  const save = async (memberId: number, body: Record<string, unknown>, who = admin) =>
    t.call({
      method: 'POST',
      url: `/api/subscription/student/${memberId}`,
      headers: who.headers,
      payload: { version: (await detail(memberId, who)).version, ...body },
    });
  const stored = (subscriptionId: number) =>
    t.deps.db
      .selectFrom('subscriptions')
      .select(['payment', 'payment_method', 'paid_on'])
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();

  it('keeps the method and day given with the tick, and shows them on the subscription', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
    expect((await detail(s.memberId)).payment).toBeNull();
    const response = await save(s.memberId, { documents: { payment: true }, payment: { method: 'CHEQUE', paidOn: '2026-09-12' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Detail>().payment).toEqual({ method: 'CHEQUE', paidOn: '2026-09-12' });
    expect(await stored(s.subscriptionId)).toEqual({ payment: 1, payment_method: 'CHEQUE', paid_on: '2026-09-12' });
    expect(response.json<Detail>().invoice).toBeNull();
  });

  it('records today and no method for a caller that only ticks, as before', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
    expect((await save(s.memberId, { documents: { payment: true } })).json<Detail>().payment).toEqual({
      method: null,
      paidOn: '2026-11-21',
    });
    // The club's day, in Monaco: 23:30 UTC on 21 November is already the 22nd there.
    t.clock.set('2026-11-21T23:30:00.000Z');
    try {
      const late = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
      const lateShift = await t.staff(['ADMIN']);
      expect((await save(late.memberId, { documents: { payment: true }, payment: {} }, lateShift)).json<Detail>().payment).toEqual({
        method: null,
        paidOn: '2026-11-22',
      });
    } finally {
      t.clock.set('2026-11-21T10:00:00.000Z');
    }
  });

  it('lets staff correct the method or day while the payment stays ticked, and forgets both when it is unticked', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
    await save(s.memberId, { documents: { payment: true }, payment: { method: 'CASH', paidOn: '2026-10-02' } });
    expect((await save(s.memberId, { payment: { method: 'CARD' } })).json<Detail>().payment).toEqual({
      method: 'CARD',
      paidOn: '2026-10-02',
    });
    expect((await save(s.memberId, { payment: { paidOn: '2026-10-05' } })).json<Detail>().payment).toEqual({
      method: 'CARD',
      paidOn: '2026-10-05',
    });
    // Saving other ticks leaves the payment as recorded.
    expect((await save(s.memberId, { documents: { rules: true } })).json<Detail>().payment).toEqual({
      method: 'CARD',
      paidOn: '2026-10-05',
    });
    expect((await save(s.memberId, { documents: { payment: false } })).json<Detail>().payment).toBeNull();
    expect(await stored(s.subscriptionId)).toEqual({ payment: 0, payment_method: null, paid_on: null });
  });

  it('refuses a day after today, an unknown method, and a payment given without its tick', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED' });
    const future = await save(s.memberId, { documents: { payment: true }, payment: { method: 'CHEQUE', paidOn: '2026-11-22' } });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ fields: { 'payment.paidOn': MSG.invalidDate } });
    const notADay = await save(s.memberId, { documents: { payment: true }, payment: { paidOn: '2026-02-30' } });
    expect(notADay.json()).toMatchObject({ fields: { 'payment.paidOn': MSG.invalidDate } });
    const method = await save(s.memberId, { documents: { payment: true }, payment: { method: 'BITCOIN' } });
    expect(method.json()).toMatchObject({ fields: { 'payment.method': MSG.invalid } });
    const extra = await save(s.memberId, { documents: { payment: true }, payment: { method: 'CASH', amount: 1 } });
    expect(extra.statusCode).toBe(400);
    const unticked = await save(s.memberId, { payment: { method: 'CASH' } });
    expect(unticked.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { payment: MSG.invalid } });
    expect(await stored(s.subscriptionId)).toEqual({ payment: 0, payment_method: null, paid_on: null });
  });
});
