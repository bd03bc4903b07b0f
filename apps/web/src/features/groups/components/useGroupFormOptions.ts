import { useCoaches, useGroupTypes, useSections } from '@/features/reference';
import { usePacks } from '../api/getPacks';
import type { GroupFormOptions } from './GroupForm';

type OptionsState =
  { status: 'pending' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'success'; options: GroupFormOptions };

/** Everything the group form offers (types, packs, sections, coaches): the form shows once all have loaded. */
export const useGroupFormOptions = (): OptionsState => {
  const types = useGroupTypes();
  const packs = usePacks();
  const sections = useSections();
  const coaches = useCoaches();
  const queries = [types, packs, sections, coaches];
  const failed = queries.find((query) => query.isError);
  if (failed !== undefined) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    };
  }
  if (types.data === undefined || packs.data === undefined || sections.data === undefined || coaches.data === undefined) {
    return { status: 'pending' };
  }
  return { status: 'success', options: { types: types.data, packs: packs.data, sections: sections.data, coaches: coaches.data } };
};
