/**
 * `npm run bench:cash-book [-- --members 10000 --db sqlite|postgres]`: the cost of the
 * treasurer's heaviest reads (docs/bench.md) in a club of that size with a season of payments.
 * Seeds the bench club, gives every subscription of the season a payment (a refund for one in
 * twenty) in a few bulk inserts, then times GET /api/treasury/cash-book/export over the season
 * and GET /api/treasury/summary, one request at a time, in process (no network, no cache).
 */
import { performance } from 'node:perf_hooks';
import { rmSync } from 'node:fs';
import { PAYMENT_METHODS } from '@club/domain';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import type { DB } from '../src/db/types.js';
import { systemClock } from '../src/lib/clock.js';
import { chunks } from '../src/db/system-records.js';
import { createTestApp } from '../src/test/harness.js';
import { parseArgs } from './args.js';
import { freshDatabase } from './database.js';
import { benchClubOf, seedBenchClub } from './seed.js';

const RUNS = 30;
const WARM_UP = 3;
const BATCH = 500;
const out = (line: string) => process.stdout.write(`${line}\n`);

/** One payment per subscription of the season, spread over its first 120 days and every method; a refund for one in twenty. */
const seedPayments = async (db: Kysely<DB>, season: { id: number; label: string; start_date: string }): Promise<number> => {
  const subscriptions = await db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 'm.first_name', 'm.last_name'])
    .where('s.season_id', '=', season.id)
    .where('s.state', '!=', 'CANCELLED')
    .orderBy('s.id')
    .execute();
  const start = Date.parse(season.start_date);
  const dayOf = (index: number) => new Date(start + (index % 120) * 86_400_000).toISOString().slice(0, 10);
  let receipt = 0;
  for (const part of chunks(subscriptions, BATCH)) {
    const rows = part.map((s, index) => {
      const refund = s.id % 20 === 0;
      if (!refund) receipt += 1;
      const method = PAYMENT_METHODS[s.id % PAYMENT_METHODS.length]!;
      const paidOn = dayOf(s.id);
      return {
        kind: refund ? 'REFUND' : 'PAYMENT',
        season_id: season.id,
        receipt_number: refund ? null : receipt,
        receipt_reference: refund ? null : `R${season.label}-${String(receipt).padStart(4, '0')}`,
        method,
        reference: method === 'CHEQUE' ? `Chèque ${1_000_000 + index} CMB` : null,
        paid_on: paidOn,
        deposit_on: method === 'CHEQUE' ? paidOn : null,
        amount_cents: refund ? 2_500 : 10_000 + (s.id % 97) * 100,
        reason: refund ? 'Départ' : null,
        payer_name: `${s.first_name} ${s.last_name}`,
        payer_address: '',
        recorded_at: `${paidOn}T10:00:00.000Z`,
        recorded_by: null,
      };
    });
    const ids = await db.insertInto('payments').values(rows).returning('id').execute();
    await db
      .insertInto('payment_allocations')
      .values(
        ids.map(({ id }, index) => ({
          payment_id: id,
          subscription_id: part[index]!.id,
          member_name: `${part[index]!.first_name} ${part[index]!.last_name}`,
          amount_cents: rows[index]!.amount_cents,
        })),
      )
      .execute();
  }
  await db.insertInto('document_sequences').values({ kind: 'RECEIPT', season_id: season.id, last_number: receipt }).execute();
  return subscriptions.length;
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const main = async () => {
  const args = parseArgs(process.argv.slice(2));
  const target = await freshDatabase(args);
  const database = openDatabase(target.url);
  try {
    out(`Seeding ${args.members.toLocaleString('en-US')} members on ${args.db}…`);
    await migrateToLatest(database);
    await seedBenchClub(database.db, database.dialect, systemClock, benchClubOf(args.members));
    const season = await database.db
      .selectFrom('seasons')
      .select(['id', 'label', 'start_date', 'end_date'])
      .where('is_current', '=', 1)
      .executeTakeFirstOrThrow();
    const payments = await seedPayments(database.db, season);
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    out(`Seeded ${payments.toLocaleString('en-US')} payments and refunds over season ${season.label}.`);

    const t = await createTestApp({ openDatabase: () => Promise.resolve({ database, drop: () => Promise.resolve() }) });
    try {
      const admin = await t.staff(['ADMIN']);
      const measure = async (name: string, url: string) => {
        const times: number[] = [];
        let bytes = 0;
        for (let run = 0; run < WARM_UP + RUNS; run += 1) {
          const started = performance.now();
          const answer = await t.call({ method: 'GET', url, headers: admin.headers });
          const elapsed = performance.now() - started;
          if (answer.statusCode !== 200) throw new Error(`${name} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
          bytes = answer.rawPayload.length;
          if (run >= WARM_UP) times.push(elapsed);
        }
        times.sort((a, b) => a - b);
        out(
          `  ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(0)} ms  p95 ${percentile(times, 95).toFixed(0)} ms  (${RUNS} runs, ${bytes} bytes)`,
        );
      };
      const to = new Date(Math.min(Date.parse(season.end_date), Date.parse(season.start_date) + 365 * 86_400_000))
        .toISOString()
        .slice(0, 10);
      await measure('cash-book export', `/api/treasury/cash-book/export?from=${season.start_date}&to=${to}`);
      await measure('cash-book (JSON)', `/api/treasury/cash-book?from=${season.start_date}&to=${to}`);
      await measure('treasury summary', `/api/treasury/summary?season=${season.id}`);
      await measure('overdue list, a page', `/api/treasury/overdue?season=${season.id}&page=1&pageSize=50`);
    } finally {
      await t.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    if (args.db === 'sqlite') rmSync(target.dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
