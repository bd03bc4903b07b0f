import { paymentDayOf, type FamilyPaymentsDto } from '@club/domain';
import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { readFeeSettings } from '../club/fees/repository.js';
import type { ClubIdentity } from '../club/identity.js';
import type { RenderedPdf } from '../documents/service.js';
import { membersOfAddress } from '../family/repositories/members.js';
import { accountsOf, type Account } from './accounts.js';
import { allocationsByPayment, familyAccountDtoOf, paymentDtoOf } from './dto.js';
import { instalmentsOf } from './instalments.js';
import { renderedReceipt } from './receipt.js';
import {
  allocationsOf,
  familiesSubscriptionsOf,
  familyKeyOf,
  findPayment,
  paymentsTouching,
  subscriptionsOfMembers,
  type FamilySubscriptionRow,
} from './repository.js';

const noSuchPayment = () => notFound('No such payment');

/**
 * The family space's view of its fees and payments (docs/product.md#fees-and-payments): the
 * members attached to the signed-in address, as for the rest of the family space. Of a payment
 * a family sees only the allocations to its own subscriptions, and the amount they add up to.
 */
export class FamilyPayments {
  constructor(private readonly deps: { db: Kysely<DB>; club: ClubIdentity; clock: Clock }) {}

  /** GET /family/payments: every season's accounts (latest first, by rank) and the payments touching them. */
  async view(caller: FamilyCaller): Promise<FamilyPaymentsDto> {
    const subscriptions = await this.subscriptionsOf(caller);
    const own = new Set(subscriptions.map((subscription) => subscription.id));
    const accounts = (await this.accountsOf(subscriptions.map((subscription) => subscription.id))).filter((account) =>
      own.has(account.row.id),
    );
    const instalments = await instalmentsOf(this.deps.db, accounts, paymentDayOf(this.deps.clock.now()));
    const payments = await paymentsTouching(this.deps.db, [...own]);
    const allocations = allocationsByPayment(
      await allocationsOf(
        this.deps.db,
        payments.map((payment) => payment.id),
      ),
    );
    return {
      accounts: accounts.map((account) => ({
        ...familyAccountDtoOf(account, instalments.get(account.row.id) ?? null),
        seasonLabel: account.row.season_label,
        firstName: account.row.first_name,
      })),
      payments: payments.map((payment) => {
        const visible = (allocations.get(payment.id) ?? []).filter(
          (allocation) => allocation.subscription_id !== null && own.has(allocation.subscription_id),
        );
        const { recordedBy: _recordedBy, reason: _reason, ...dto } = paymentDtoOf(payment, visible);
        return { ...dto, amountCents: visible.reduce((sum, allocation) => sum + Number(allocation.amount_cents), 0) };
      }),
    };
  }

  /** GET /family/payments/:id/receipt: only a payment with an allocation to one of the family's subscriptions. */
  async receipt(caller: FamilyCaller, paymentId: number, language: Language): Promise<RenderedPdf> {
    const row = await findPayment(this.deps.db, paymentId);
    if (row === undefined || row.kind !== 'PAYMENT') throw noSuchPayment();
    const own = new Set((await this.subscriptionsOf(caller)).map((subscription) => subscription.id));
    const allocations = await allocationsOf(this.deps.db, [paymentId]);
    if (!allocations.some((allocation) => allocation.subscription_id !== null && own.has(allocation.subscription_id)))
      throw noSuchPayment();
    return renderedReceipt(this.deps.club, row, allocations, language);
  }

  private async subscriptionsOf(caller: FamilyCaller) {
    const members = await membersOfAddress(this.deps.db, caller.emailKey);
    return subscriptionsOfMembers(
      this.deps.db,
      members.map((member) => member.id),
    );
  }

  /**
   * The accounts of the families these subscriptions belong to (one per season, or more when the
   * address reaches children of several guardians), read in one statement and priced family by
   * family, in the order of the subscriptions given: each family's accounts by rank.
   */
  private async accountsOf(subscriptionIds: readonly number[]): Promise<Account[]> {
    if (subscriptionIds.length === 0) return [];
    const settings = await readFeeSettings(this.deps.db);
    const families = new Map<string, FamilySubscriptionRow[]>();
    const familyOf = new Map<number, string>();
    for (const row of await familiesSubscriptionsOf(this.deps.db, subscriptionIds)) {
      const key = familyKeyOf(row);
      families.set(key, [...(families.get(key) ?? []), row]);
      familyOf.set(row.id, key);
    }
    const accounts: Account[] = [];
    const priced = new Set<string>();
    for (const subscriptionId of subscriptionIds) {
      const key = familyOf.get(subscriptionId);
      if (key === undefined || priced.has(key)) continue;
      priced.add(key);
      accounts.push(...accountsOf(families.get(key)!, settings));
    }
    return accounts;
  }
}
