import { isSubscriptionState, type SubscriptionState } from '@club/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useDebouncedCallback } from '@/lib/useDebouncedCallback';

/** The list's filters, kept in the address so that coming back from an edit finds the same page. */
export interface ListFilters {
  lastName: string;
  firstName: string;
  groupName: string;
  state: SubscriptionState | '';
  problem: boolean;
  /** 1-based. */
  page: number;
  /** Empty: the current season. */
  season: number | null;
}

export type TextFilter = 'lastName' | 'firstName' | 'groupName';
export const TEXT_FILTERS: readonly TextFilter[] = ['lastName', 'firstName', 'groupName'];

const positive = (value: string | null): number | null => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
};

export const readFilters = (search: URLSearchParams): ListFilters => {
  const state = search.get('state') ?? '';
  return {
    lastName: search.get('lastName') ?? '',
    firstName: search.get('firstName') ?? '',
    groupName: search.get('groupName') ?? '',
    state: isSubscriptionState(state) ? state : '',
    problem: search.get('problem') === 'true',
    page: positive(search.get('page')) ?? 1,
    season: positive(search.get('season')),
  };
};

const writeFilters = (filters: ListFilters): URLSearchParams => {
  const search = new URLSearchParams();
  for (const key of TEXT_FILTERS) if (filters[key] !== '') search.set(key, filters[key]);
  if (filters.state !== '') search.set('state', filters.state);
  if (filters.problem) search.set('problem', 'true');
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.season !== null) search.set('season', String(filters.season));
  return search;
};

export const hasFilters = (filters: ListFilters): boolean =>
  TEXT_FILTERS.some((key) => filters[key] !== '') || filters.state !== '' || filters.problem;

/** Reads and changes the filters of the address; any change of filter goes back to the first page. */
export const useListFilters = () => {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readFilters(search), [search]);
  const update = useCallback(
    (change: Partial<ListFilters>) => {
      setSearch(
        (previous) => {
          const current = readFilters(previous);
          const page = change.page ?? 1;
          return writeFilters({ ...current, ...change, page });
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  const clear = useCallback(() => update({ lastName: '', firstName: '', groupName: '', state: '', problem: false }), [update]);
  return { filters, update, clear };
};

/** Filters reach the server once typing pauses, not at every key. */

type TextValues = Record<TextFilter, string>;
const textsOf = (filters: ListFilters): TextValues => ({
  lastName: filters.lastName,
  firstName: filters.firstName,
  groupName: filters.groupName,
});

/**
 * The text boxes answer every key at once, while the address (and so the server query)
 * follows only when typing pauses.
 */
export const useDebouncedTextFilters = (filters: ListFilters, update: (change: Partial<ListFilters>) => void, clear: () => void) => {
  const [texts, setTexts] = useState<TextValues>(() => textsOf(filters));
  const pending = useRef<Partial<TextValues>>({});
  // A link followed while a screen's chunk loads leaves this one mounted a moment: a late
  // filter must not replace that navigation with the list again.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  const target = navigation.location?.pathname;
  useEffect(() => {
    leaving.current = target !== undefined && target !== pathname;
  }, [target, pathname]);

  const apply = useDebouncedCallback(() => {
    const change = pending.current;
    pending.current = {};
    if (!leaving.current) update(change);
  });

  const changeText = useCallback(
    (key: TextFilter, value: string) => {
      setTexts((previous) => ({ ...previous, [key]: value }));
      pending.current = { ...pending.current, [key]: value };
      apply.run();
    },
    [apply],
  );

  const clearAll = useCallback(() => {
    apply.cancel();
    pending.current = {};
    setTexts({ lastName: '', firstName: '', groupName: '' });
    clear();
  }, [apply, clear]);

  return { texts, changeText, clearAll };
};
