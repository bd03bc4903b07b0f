import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, instalmentSchedule, instalmentStates, INSTALMENT_COUNTS } from './instalments.js';
import { makeRecordPaymentSchema } from './contract.js';

describe('instalments', () => {
  it('puts the cents left over on the first part, a month apart, the last day of a short month', () => {
    expect(instalmentSchedule(10_000, 3, '2026-10-31')).toEqual([
      { number: 1, dueOn: '2026-10-31', amountCents: 3_334 },
      { number: 2, dueOn: '2026-11-30', amountCents: 3_333 },
      { number: 3, dueOn: '2026-12-31', amountCents: 3_333 },
    ]);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });

  it('moves a day by months as the calendar of `Date` does, month ends and leap years included', () => {
    const byDate = (day: string, months: number): string => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const target = new Date(Date.UTC(year, month - 1 + months, 1));
      target.setUTCDate(Math.min(date, new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()));
      return target.toISOString().slice(0, 10);
    };
    const pad = (value: number, length: number) => String(value).padStart(length, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: -30, max: 30 }),
        (year, month, date, months) => {
          const day = `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
          expect(addMonths(day, months), `${day} + ${months}`).toBe(byDate(day, months));
        },
      ),
      { numRuns: 5_000 },
    );
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2100-01-31', 1)).toBe('2100-02-28');
    expect(addMonths('2000-03-31', -1)).toBe('2000-02-29');
    expect(addMonths('2026-01-00', 1)).toBe(byDate('2026-01-00', 1));
  });

  it('settles the parts in order and calls overdue only a passed, unsettled part', () => {
    const schedule = instalmentSchedule(9_000, 3, '2026-10-05');
    expect(instalmentStates(schedule, 4_000, '2026-11-06').map((part) => [part.paidCents, part.status])).toEqual([
      [3_000, 'PAID'],
      [1_000, 'OVERDUE'],
      [0, 'DUE'],
    ]);
    expect(instalmentStates(schedule, 4_000, '2026-11-05').map((part) => part.status)).toEqual(['PAID', 'PARTLY_PAID', 'DUE']);
  });

  it('always sums its parts to the charge and its shares to what was paid, up to the charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...INSTALMENT_COUNTS),
        fc.integer({ min: -50_000, max: 1_200_000 }),
        (due, count, paid) => {
          const schedule = instalmentSchedule(due, count, '2026-09-30');
          expect(schedule.reduce((sum, part) => sum + part.amountCents, 0)).toBe(due);
          const states = instalmentStates(schedule, paid, '2027-12-31');
          expect(states.reduce((sum, part) => sum + part.paidCents, 0)).toBe(Math.min(Math.max(paid, 0), due));
        },
      ),
    );
  });

  it('keeps a cashing day for cheques only, between the day handed in and a year later', () => {
    const schema = makeRecordPaymentSchema(new Date('2026-11-26T10:00:00Z'));
    const base = { allocations: [{ subscriptionId: 1, amountCents: 100 }], paidOn: '2026-11-20' };
    expect(schema.parse({ ...base, method: 'CHEQUE' }).depositOn).toBe('2026-11-20');
    expect(schema.parse({ ...base, method: 'CHEQUE', depositOn: '2027-01-05' }).depositOn).toBe('2027-01-05');
    expect(schema.parse({ ...base, method: 'CASH' }).depositOn).toBeNull();
    expect(schema.safeParse({ ...base, method: 'CASH', depositOn: '2026-12-01' }).success).toBe(false);
    expect(schema.safeParse({ ...base, method: 'CHEQUE', depositOn: '2026-11-19' }).success).toBe(false);
    expect(schema.safeParse({ ...base, method: 'CHEQUE', depositOn: '2027-11-21' }).success).toBe(false);
  });
});
