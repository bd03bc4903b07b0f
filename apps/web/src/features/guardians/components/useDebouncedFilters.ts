import { useCallback, useRef, useState } from 'react';
import { useDebouncedCallback } from '@/lib/useDebouncedCallback';
import type { GuardianFilters } from '../api/getGuardians';

export const EMPTY_FILTERS: GuardianFilters = { firstName: '', lastName: '', email: '', phone: '' };

/** `texts` answer every key; `filters` (what the server is asked) follow after a pause. */
export const useDebouncedFilters = (initial: GuardianFilters = EMPTY_FILTERS) => {
  const [texts, setTexts] = useState<GuardianFilters>(initial);
  const [filters, setFilters] = useState<GuardianFilters>(initial);
  const latest = useRef<GuardianFilters>(initial);
  // The query follows the boxes once typing pauses.
  const follow = useDebouncedCallback(setFilters);

  const change = useCallback(
    (key: keyof GuardianFilters, value: string) => {
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      setTexts(next);
      follow.run(next);
    },
    [follow],
  );

  /** At once, without waiting: a filter set by a button, not typed. */
  const replace = useCallback(
    (next: GuardianFilters) => {
      follow.cancel();
      latest.current = next;
      setTexts(next);
      setFilters(next);
    },
    [follow],
  );

  return { texts, filters, change, replace };
};
