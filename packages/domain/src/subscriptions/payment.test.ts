import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { makePaymentRecordSchema, paymentDayOf } from './payment.js';

describe('the payment staff record with its tick', () => {
  // 23:30 UTC on 21 November is already the 22nd in Monaco, the club's calendar.
  const lateEvening = new Date('2026-11-21T23:30:00.000Z');
  const schema = makePaymentRecordSchema(lateEvening);
  const issues = (value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('takes the day in the club’s time zone', () => {
    expect(paymentDayOf(lateEvening)).toBe('2026-11-22');
  });

  it('accepts a method and a day up to today, or neither', () => {
    expect(schema.parse({ method: 'CHEQUE', paidOn: '2026-11-22' })).toEqual({ method: 'CHEQUE', paidOn: '2026-11-22' });
    expect(schema.parse({ method: null })).toEqual({ method: null });
    expect(schema.parse({})).toEqual({});
  });

  it('refuses a later day, a day that does not exist, an unknown method and any other field', () => {
    expect(issues({ paidOn: '2026-11-23' })).toEqual([['paidOn', MSG.invalidDate]]);
    expect(issues({ paidOn: '2026-02-30' })).toEqual([['paidOn', MSG.invalidDate]]);
    expect(issues({ paidOn: '12/09/2026' })).toEqual([['paidOn', MSG.invalidDate]]);
    expect(issues({ method: 'BITCOIN' })).toEqual([['method', MSG.invalid]]);
    expect(schema.safeParse({ method: 'CASH', amount: 10 }).success).toBe(false);
  });
});
