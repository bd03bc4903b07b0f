import { foldName, type OverdueItemDto, type OverdueListDto, type OverdueListQuery } from '@club/domain';

/**
 * A season's overdue list as computed once per club day and kept between calls (the service's
 * memo): its lines in their order, what a search matches each against, and the season's totals.
 * Each call then only slices a page out of it, so an answer weighs a page, not the season
 * (docs/bench.md#limits).
 */
export interface OverdueSeason {
  season: OverdueListDto['season'];
  items: readonly OverdueItemDto[];
  /**
   * Per line, its member, contact name and contact e-mail, folded as `foldName` folds a search:
   * made at the first search only (about 30 ms and 1.5 MB for 10,000 lines), most views have none.
   */
  searchKeys?: readonly string[];
  totals: OverdueListDto['totals'];
}

const searchKeyOf = (item: OverdueItemDto): string =>
  foldName([item.memberName, item.contactName ?? '', item.contactEmail ?? ''].join('\n'));

/** `familyOf` names a subscription's family (its guardian, or the member alone) to count them. */
export const overdueSeasonOf = (
  season: OverdueSeason['season'],
  items: readonly OverdueItemDto[],
  familyOf: (subscriptionId: number) => string,
): OverdueSeason => ({
  season,
  items,
  totals: {
    overdueCents: items.reduce((sum, item) => sum + item.overdueCents, 0),
    instalments: items.length,
    families: new Set(items.map((item) => familyOf(item.subscriptionId))).size,
  },
});

/** One page of the lines the search keeps (all of them without one), in the season's order. */
export const overduePage = (list: OverdueSeason, query: Pick<OverdueListQuery, 'page' | 'pageSize' | 'search'>): OverdueListDto => {
  const search = query.search === undefined ? '' : foldName(query.search);
  let kept = list.items;
  if (search !== '') {
    const keys = (list.searchKeys ??= list.items.map(searchKeyOf));
    kept = list.items.filter((_item, index) => keys[index]!.includes(search));
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    season: list.season,
    totals: list.totals,
    rows: kept.slice(start, start + query.pageSize),
    total: kept.length,
    page: query.page,
    pageSize: query.pageSize,
  };
};
