import { PAYMENT_METHODS, isPaymentMethod, type TreasurySummaryDto } from '@club/domain';
import type { seasonMethodTotals } from './repository.js';
import { receivedOf, type SeasonAccount } from './season-accounts.js';

type Amounts = Pick<TreasurySummaryDto['totals'], 'expectedCents' | 'receivedCents' | 'outstandingCents'>;
type SectionDto = TreasurySummaryDto['sections'][number];
type GroupDto = SectionDto['groups'][number];
type MethodRow = Awaited<ReturnType<typeof seasonMethodTotals>>[number];

/** What has none: the section "Aucune" and the group "Aucun", as the app names them. */
export interface NoneNames {
  section: { id: number; name: string } | null;
  groupName: string | null;
}

const zero = (): Amounts => ({ expectedCents: 0, receivedCents: 0, outstandingCents: 0 });

/** A subscription's share: its charge, what it received net, and what it still owes (a credit pays nobody else's fee). */
const amountsOf = (account: SeasonAccount): Amounts => {
  const received = receivedOf(account);
  return { expectedCents: account.fees.dueCents, receivedCents: received, outstandingCents: Math.max(0, account.fees.dueCents - received) };
};

const add = (into: Amounts, amounts: Amounts): void => {
  into.expectedCents += amounts.expectedCents;
  into.receivedCents += amounts.receivedCents;
  into.outstandingCents += amounts.outstandingCents;
};

/** A cancelled subscription owes nothing and is not counted, though what it received is. */
const counted = (account: SeasonAccount): number => (account.row.state === 'CANCELLED' ? 0 : 1);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr');

/**
 * Expected against received by section, then group (docs/product.md#treasury). Groups outside
 * any section sit under the section "Aucune"; subscriptions without a group under a group
 * with no id, after the others.
 */
export const sectionsOf = (accounts: readonly SeasonAccount[], none: NoneNames): SectionDto[] => {
  const sections = new Map<number | null, SectionDto>();
  // Groups by section, then group id: a lookup per subscription, not a walk of the section's groups.
  const groups = new Map<number | null, Map<number | null, GroupDto>>();
  for (const account of accounts) {
    const { row } = account;
    const sectionId = row.section_id ?? none.section?.id ?? null;
    const section = sections.get(sectionId) ?? {
      sectionId,
      name: row.section_name ?? none.section?.name ?? '',
      ...zero(),
      groups: [],
    };
    sections.set(sectionId, section);
    let groupsOfSection = groups.get(sectionId);
    if (groupsOfSection === undefined) {
      groupsOfSection = new Map();
      groups.set(sectionId, groupsOfSection);
    }
    let group = groupsOfSection.get(row.group_id);
    if (group === undefined) {
      group = { groupId: row.group_id, name: row.group_name ?? none.groupName ?? '', subscriptions: 0, ...zero() };
      groupsOfSection.set(row.group_id, group);
      section.groups.push(group);
    }
    const amounts = amountsOf(account);
    add(section, amounts);
    add(group, amounts);
    group.subscriptions += counted(account);
  }
  return [...sections.values()]
    .map((section) => ({
      ...section,
      groups: section.groups.sort((a, b) => Number(a.groupId === null) - Number(b.groupId === null) || byName(a, b)),
    }))
    .sort((a, b) => Number(a.sectionId === none.section?.id) - Number(b.sectionId === none.section?.id) || byName(a, b));
};

export const totalsOf = (accounts: readonly SeasonAccount[], overdueCents: number): TreasurySummaryDto['totals'] => {
  const totals = zero();
  for (const account of accounts) add(totals, amountsOf(account));
  return { ...totals, subscriptions: accounts.reduce((sum, account) => sum + counted(account), 0), overdueCents };
};

/** Payments less refunds per method, in the domain's order of methods, those with none left out. */
export const byMethodOf = (rows: readonly MethodRow[]): TreasurySummaryDto['byMethod'] => {
  const net = new Map<string, number>();
  for (const row of rows) {
    if (!isPaymentMethod(row.method)) continue;
    const amount = Number(row.total ?? 0);
    net.set(row.method, (net.get(row.method) ?? 0) + (row.kind === 'REFUND' ? -amount : amount));
  }
  return PAYMENT_METHODS.filter((method) => net.has(method)).map((method) => ({ method, receivedCents: net.get(method) ?? 0 }));
};
