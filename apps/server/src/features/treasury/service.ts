import {
  paymentDayOf,
  type CashBookDto,
  type CashBookPeriodQuery,
  type CashBookQuery,
  type DepositSlipDto,
  type OverdueListDto,
  type OverdueListQuery,
  type TreasurySummaryDto,
} from '@club/domain';
import type { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../../db/data-changes.js';
import type { DB } from '../../db/types.js';
import { VersionedMemo } from '../../db/versioned-memo.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { renderDepositSlip } from '../../pdf/deposit-slip.js';
import type { ClubIdentity } from '../club/identity.js';
import { clubLetterhead } from '../club/letterhead.js';
import type { RenderedPdf } from '../documents/service.js';
import { clubLegalIdentity } from '../invoices/legal-identity.js';
import { cashBookFileName, streamCashBookWorkbook } from './cash-book-export.js';
import { cashBookEntries, cashBookTotalsOf, type CashBook } from './cash-book.js';
import { overduePage, overdueSeasonOf, type OverdueSeason } from './overdue-list.js';
import { overdueItems } from './overdue.js';
import {
  cashBookMembers,
  cashBookMembersOf,
  cashBookMethodTotals,
  cashBookPagePayments,
  cashBookPayments,
  chequesToDeposit,
  findSeason,
  noneNames,
  seasonInstalmentPlans,
  seasonMethodTotals,
  seasonOverdueReminders,
} from './repository.js';
import { familyKeyOf, seasonAccounts, type SeasonAccount } from './season-accounts.js';
import { byMethodOf, sectionsOf, totalsOf } from './summary.js';

export interface TreasuryDeps {
  db: Kysely<DB>;
  clock: Clock;
  club: ClubIdentity;
  changes: DataChanges;
}

/** Seasons (with their day) whose figures are kept at once: the current one and a few looked back on. */
const KEPT_SEASONS = 8;
/**
 * Seasons whose whole overdue list is kept at once: about 5 MB per season of 10,000 members
 * (6.5 once searched), so only the season on screen and one looked back on.
 */
const KEPT_OVERDUE_SEASONS = 2;

/** What one pricing of a season gives: its summary and its overdue list, asked together by the treasury's screen. */
interface SeasonFigures {
  summary: TreasurySummaryDto;
  overdue: OverdueSeason;
}

const SLIP_FILE_NAME: Record<Language, string> = { fr: 'bordereau-remise-cheques', en: 'cheque-deposit-slip' };

/**
 * The treasurer's screens (docs/product.md#treasury), read-only: expected against received,
 * the overdue instalments, the cash book and the bank-deposit slip. Charges are priced as the
 * ledger prices them (docs/product.md#fees-and-payments), never read from a stored figure.
 */
export class TreasuryService {
  /**
   * A season's figures price every family of the season: they are kept, per season and club day,
   * until the next write to the database (any table: the ledger reads most of them).
   */
  readonly #summaries: VersionedMemo<TreasurySummaryDto>;
  /** The summary and the overdue list come from one pricing of the season (docs/bench.md#treasury). */
  readonly #figures: VersionedMemo<SeasonFigures>;

  constructor(private readonly deps: TreasuryDeps) {
    const options = { maxEntries: KEPT_SEASONS, maxAgeMs: CACHE_MAX_AGE_MS, now: () => deps.clock.now().getTime() };
    this.#summaries = new VersionedMemo(deps.changes, options);
    this.#figures = new VersionedMemo(deps.changes, { ...options, maxEntries: KEPT_OVERDUE_SEASONS });
  }

  /** GET /treasury/summary. */
  async summary(seasonId: number | undefined): Promise<TreasurySummaryDto> {
    const season = await this.season(seasonId);
    return this.#summaries.get(this.keyOf(season.id), async () => (await this.figures(season)).summary);
  }

  private figures(season: { id: number; label: string }): Promise<SeasonFigures> {
    return this.#figures.get(this.keyOf(season.id), () => this.computeFigures(season));
  }

  /** Figures are per club day: what is overdue changes at midnight, with no write. */
  private keyOf(seasonId: number): string {
    return `${seasonId}|${paymentDayOf(this.deps.clock.now())}`;
  }

  private async computeFigures(season: { id: number; label: string }): Promise<SeasonFigures> {
    const { accounts } = await seasonAccounts(this.deps.db, season.id);
    const items = await this.overdueOf(season.id, accounts);
    const families = new Map(accounts.map(({ row }) => [row.id, familyKeyOf(row)]));
    const overdue = overdueSeasonOf(season, items, (subscriptionId) => families.get(subscriptionId) ?? '');
    const summary = {
      season,
      totals: totalsOf(accounts, overdue.totals.overdueCents),
      sections: sectionsOf(accounts, await noneNames(this.deps.db)),
      byMethod: byMethodOf(await seasonMethodTotals(this.deps.db, season.id)),
    };
    return { summary, overdue };
  }

  /** GET /treasury/overdue: a page of the season's list, kept whole per club day, with the season's totals. */
  async overdue(query: OverdueListQuery): Promise<OverdueListDto> {
    const season = await this.season(query.season);
    return overduePage((await this.figures(season)).overdue, query);
  }

  /**
   * GET /treasury/cash-book: one page of the period, with the whole period's count and totals
   * summed in the database, and the children's names of that page's payments only: an answer
   * costs a page, not the period (docs/bench.md#treasury).
   */
  async cashBook(query: CashBookQuery): Promise<CashBookDto> {
    const filter = { from: query.from, to: query.to, method: query.method };
    const { total, totals, netCents } = cashBookTotalsOf(await cashBookMethodTotals(this.deps.db, filter));
    const offset = (query.page - 1) * query.pageSize;
    const payments = offset < total ? await cashBookPagePayments(this.deps.db, filter, { offset, limit: query.pageSize }) : [];
    const members = await cashBookMembersOf(
      this.deps.db,
      payments.map((payment) => payment.id),
    );
    return {
      from: query.from,
      to: query.to,
      method: query.method ?? null,
      rows: cashBookEntries(payments, members),
      total,
      page: query.page,
      pageSize: query.pageSize,
      totals,
      netCents,
    };
  }

  /** GET /treasury/cash-book/export: the whole period as .xlsx, streamed; every entry, not a page. */
  async cashBookExport(query: CashBookPeriodQuery, language: Language): Promise<{ filename: string; stream: PassThrough }> {
    const filter = { from: query.from, to: query.to, method: query.method };
    const payments = await cashBookPayments(this.deps.db, filter);
    const members = await cashBookMembers(this.deps.db, filter);
    const { totals, netCents } = cashBookTotalsOf(await cashBookMethodTotals(this.deps.db, filter));
    const book: CashBook = {
      from: query.from,
      to: query.to,
      method: query.method ?? null,
      entries: cashBookEntries(payments, members),
      totals,
      netCents,
    };
    return { filename: cashBookFileName(book, language), stream: streamCashBookWorkbook(book, language) };
  }

  /** GET /treasury/deposit-slip: the cheques to cash that day. */
  async depositSlip(on: string): Promise<DepositSlipDto> {
    const cheques = (await chequesToDeposit(this.deps.db, on)).map((row) => ({
      paymentId: row.id,
      reference: row.reference,
      payerName: row.payer_name,
      paidOn: row.paid_on,
      receiptReference: row.receipt_reference,
      amountCents: Number(row.amount_cents),
    }));
    return { on, cheques, count: cheques.length, totalCents: cheques.reduce((sum, cheque) => sum + cheque.amountCents, 0) };
  }

  /** GET /treasury/deposit-slip/pdf: the slip to hand to the bank with the cheques. */
  async depositSlipPdf(on: string, language: Language): Promise<RenderedPdf> {
    const slip = await this.depositSlip(on);
    const content = await renderDepositSlip(
      {
        on,
        cheques: slip.cheques.map((cheque) => ({ reference: cheque.reference, drawer: cheque.payerName, amountCents: cheque.amountCents })),
        totalCents: slip.totalCents,
        language,
      },
      await clubLegalIdentity(this.deps.club, language),
      await clubLetterhead(this.deps.club, language),
    );
    return { filename: `${SLIP_FILE_NAME[language]}-${on}.pdf`, content };
  }

  private async season(seasonId: number | undefined): Promise<{ id: number; label: string }> {
    const season = await findSeason(this.deps.db, seasonId);
    if (season === undefined) throw notFound('Season not found');
    return season;
  }

  /** The overdue instalments on the club's calendar day. */
  private async overdueOf(seasonId: number, accounts: readonly SeasonAccount[]) {
    const plans = await seasonInstalmentPlans(this.deps.db, seasonId);
    const reminders = await seasonOverdueReminders(this.deps.db, seasonId);
    return overdueItems(accounts, plans, reminders, paymentDayOf(this.deps.clock.now()));
  }
}
