import type { CashBookDto, DepositSlipDto, OverdueItemDto, OverdueListDto, TreasurySummaryDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSection, buildSeason } from '../../test/factories/index.js';
import { FACTORY_NOW } from '../../test/factories/sequence.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { saveFeeSettings } from '../payments/test-data.js';
import { get, group } from './test-data.js';

/** The same numbers on every run and both databases (mulberry32). */
const numbers = (seed: number) => {
  let state = seed;
  return (below: number): number => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
};

const METHODS = ['CHEQUE', 'CASH', 'TRANSFER', 'CARD'] as const;
const STATES = ['STARTED', 'SUBMITTED', 'PROCESSED', 'PROCESSED', 'PROCESSED', 'CANCELLED'] as const;
const dayOf = (from: string, days: number): string => new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10);

const overdueLine = (item: OverdueItemDto): string =>
  [
    item.subscriptionId,
    item.studentId,
    item.memberName,
    item.groupName ?? '-',
    `${item.instalmentNumber ?? '-'}/${item.instalmentCount ?? '-'}`,
    item.dueOn,
    item.overdueCents,
    item.daysLate,
    item.lastRemindedOn ?? '-',
    item.contactName ?? '-',
    item.contactEmail ?? '-',
    item.contactPhone ?? '-',
  ].join(' | ');

/**
 * A season of 320 subscriptions in families of one to four children, with every kind of case
 * the treasurer's figures meet (docs/product.md#treasury): groups with and without the licence
 * and a renewal price, no group, cancellations, reductions, plans of 1, 3 and 10 instalments,
 * payments split over a family's children, refunds, credits, reminders. Its summary, overdue
 * list, cash book and deposit slip are compared with the answers kept in `__snapshots__`, made
 * before the season's computation was rewritten for speed (docs/bench.md#treasury): every
 * figure must stay the same.
 */
describe('the treasurer’s figures of a varied season', () => {
  let t: TestApp;
  let admin: StaffMember;
  let seasonId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin, {
      licenceFeeCents: 4_150,
      familyDiscounts: [
        { fromRank: 2, percent: 15 },
        { fromRank: 4, percent: 33 },
      ],
    });
    const { db } = t.deps;
    const random = numbers(20_402_041);
    // The test clock's day, 21 November 2026, is the club day the overdue list is read on.
    seasonId = await buildSeason(db, '2040-2041');
    const sections = [await buildSection(db, { name: 'Natation' }), await buildSection(db, { name: 'Water-polo' }), undefined];
    const groups: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      const price = 9_000 + random(30) * 1_037;
      groups.push(
        await group(t, `Groupe ${String.fromCharCode(74 - index)}`, sections[index % 3], price, index % 4 === 0).then(async (id) => {
          await db
            .updateTable('groups')
            .set({ resub_price_cents: price - random(5) * 999 })
            .where('id', '=', id)
            .execute();
          return id;
        }),
      );
    }

    const subscriptions: { id: number; memberName: string; state: string }[] = [];
    let guardianNumber = 0;
    while (subscriptions.length < 320) {
      const alone = random(5) === 0;
      guardianNumber += 1;
      const guardianId = alone
        ? null
        : (
            await db
              .insertInto('guardians')
              .values({
                first_name: `Parent${guardianNumber}`,
                last_name: random(7) === 0 ? '' : `Famille${guardianNumber}`,
                email: `famille${guardianNumber}@example.com`,
                phone_number: `06${String(guardianNumber).padStart(8, '0')}`,
                created_at: FACTORY_NOW,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      const children = alone ? 1 : 1 + random(4);
      for (let child = 0; child < children; child += 1) {
        const firstName = `Enfant${subscriptions.length}`;
        const lastName = `Nom${guardianNumber}`;
        const groupId = random(12) === 0 ? null : groups[random(groups.length)]!;
        const memberId = (
          await db
            .insertInto('members')
            .values({
              first_name: firstName,
              last_name: lastName,
              gender: random(2) === 0 ? 'F' : 'M',
              // Twins now and then: the same birth date ranks them by member id.
              birth_date: `${2008 + random(10)}-0${1 + random(3)}-1${random(3)}`,
              email: alone ? `adulte${subscriptions.length}@example.com` : null,
              phone_number: alone && random(2) === 0 ? `07${String(subscriptions.length).padStart(8, '0')}` : null,
              guardian_id: guardianId,
              group_id: groupId,
              created_at: FACTORY_NOW,
              updated_at: FACTORY_NOW,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        const state = STATES[random(STATES.length)]!;
        const createdAt = `${dayOf('2026-08-20', random(120))}T${random(2) === 0 ? '08' : '23'}:30:00.000Z`;
        const id = (
          await db
            .insertInto('subscriptions')
            .values({
              member_id: memberId,
              season_id: seasonId,
              group_id: groupId,
              state,
              is_new: random(3) === 0 ? 0 : 1,
              created_at: createdAt,
              submitted_at: state === 'STARTED' || random(4) === 0 ? null : `${dayOf(createdAt, random(20))}T22:45:00.000Z`,
              updated_at: FACTORY_NOW,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        subscriptions.push({ id, memberName: `${firstName} ${lastName}`, state });
      }
    }

    for (const subscription of subscriptions) {
      if (random(6) === 0) {
        await db
          .insertInto('fee_reductions')
          .values({ subscription_id: subscription.id, amount_cents: 500 + random(40) * 1_000, reason: 'Aide', created_at: FACTORY_NOW })
          .execute();
      }
      if (random(3) === 0) {
        const count = [1, 3, 10][random(3)]!;
        await db
          .insertInto('instalment_plans')
          .values({
            subscription_id: subscription.id,
            instalment_count: count,
            first_due_on: dayOf('2026-09-15', random(150)),
            updated_at: FACTORY_NOW,
          })
          .execute();
        for (let number = 1; number <= count; number += 1) {
          if (random(3) !== 0) continue;
          for (const offset of [7, 14].slice(0, 1 + random(2))) {
            await db
              .insertInto('family_reminders')
              .values({
                member_id: (
                  await db.selectFrom('subscriptions').select('member_id').where('id', '=', subscription.id).executeTakeFirstOrThrow()
                ).member_id,
                subscription_id: subscription.id,
                kind: 'INSTALMENT_OVERDUE',
                reminder_key: `${subscription.id}:${number}:${offset}`,
                sent_at: `${dayOf('2026-10-01', random(150))}T${random(2) === 0 ? '06' : '23'}:10:00.000Z`,
              })
              .execute();
          }
        }
      }
    }

    // Payments over several children at once, and refunds; receipts numbered as recorded.
    let receipt = 0;
    for (let index = 0; index < 150; index += 1) {
      const refund = random(8) === 0;
      const method = METHODS[random(METHODS.length)]!;
      const paidOn = dayOf('2026-09-01', random(200));
      const share = subscriptions.slice((index * 7) % 300, ((index * 7) % 300) + 1 + random(3));
      const amounts = share.map(() => (refund ? 1_000 + random(30) * 100 : 2_000 + random(300) * 100));
      if (!refund) receipt += 1;
      const payment = await db
        .insertInto('payments')
        .values({
          kind: refund ? 'REFUND' : 'PAYMENT',
          season_id: seasonId,
          receipt_number: refund ? null : receipt,
          receipt_reference: refund ? null : `R2026-2027-${String(receipt).padStart(4, '0')}`,
          method,
          reference: method === 'CHEQUE' ? `Chèque ${1_000 + index}` : null,
          paid_on: paidOn,
          deposit_on: method === 'CHEQUE' ? dayOf(paidOn, random(3)) : null,
          amount_cents: amounts.reduce((sum, amount) => sum + amount, 0),
          reason: refund ? 'Départ' : null,
          payer_name: `Payeur ${index}`,
          payer_address: '',
          recorded_at: `${paidOn}T10:00:00.000Z`,
          recorded_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('payment_allocations')
        .values(
          share.map((subscription, position) => ({
            payment_id: payment.id,
            subscription_id: subscription.id,
            member_name: subscription.memberName,
            amount_cents: amounts[position]!,
          })),
        )
        .execute();
    }
  });
  afterAll(() => t.close());

  it('gives the same summary as before', async () => {
    const summary = await get<TreasurySummaryDto>(t, admin, `/api/treasury/summary?season=${seasonId}`);
    await expect(JSON.stringify({ ...summary, season: { ...summary.season, id: 0 } }, null, 1)).toMatchFileSnapshot(
      './__snapshots__/season-figures.summary.txt',
    );
  });

  it('gives the same overdue list as before, page after page, and its totals', async () => {
    const lines: string[] = [];
    let totals: OverdueListDto['totals'] | undefined;
    for (let page = 1; ; page += 1) {
      const answer = await get<OverdueListDto>(t, admin, `/api/treasury/overdue?season=${seasonId}&page=${page}&pageSize=100`);
      totals = answer.totals;
      lines.push(...answer.rows.map(overdueLine));
      if (answer.rows.length < 100) break;
    }
    const searched = await get<OverdueListDto>(t, admin, `/api/treasury/overdue?season=${seasonId}&page=1&pageSize=100&search=famille1`);
    lines.push(`totals ${JSON.stringify(totals)}`, `search famille1: ${searched.total}`, ...searched.rows.map(overdueLine));
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/season-figures.overdue.txt');
  });

  it('gives the same cash book and deposit slips as before', async () => {
    // The cash book comes by pages since; its pages put end to end, and the period's totals on each, must give the same book.
    const bookLines = async (query: string) => {
      const pages: CashBookDto[] = [];
      for (let page = 1; page === 1 || pages.at(-1)!.rows.length === 100; page += 1) {
        pages.push(await get<CashBookDto>(t, admin, `/api/treasury/cash-book?${query}&page=${page}&pageSize=100`));
      }
      const [first] = pages;
      for (const each of pages) expect(each).toMatchObject({ total: first!.total, totals: first!.totals, netCents: first!.netCents });
      const rows = pages.flatMap((each) => each.rows);
      expect(rows).toHaveLength(first!.total);
      return [
        JSON.stringify({ from: first!.from, to: first!.to, method: first!.method, totals: first!.totals, netCents: first!.netCents }),
        ...rows.map((entry) => JSON.stringify(Object.values(entry))),
      ];
    };
    const slips = await Promise.all(
      ['2026-09-20', '2026-11-02', '2027-01-15'].map((on) => get<DepositSlipDto>(t, admin, `/api/treasury/deposit-slip?on=${on}`)),
    );
    const lines = [
      ...(await bookLines('from=2026-09-01&to=2027-08-31')),
      ...(await bookLines('from=2026-10-01&to=2026-12-31&method=CHEQUE')),
      ...slips.map((slip) => JSON.stringify(slip)),
    ];
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/season-figures.cash-book.txt');
  });
});
