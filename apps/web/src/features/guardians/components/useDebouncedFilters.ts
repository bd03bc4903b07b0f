import { useCallback, useEffect, useRef, useState } from 'react';
import type { GuardianFilters } from '../api/getGuardians';

/** The query follows the boxes once typing pauses. */
export const FILTER_DEBOUNCE_MS = 300;

export const EMPTY_FILTERS: GuardianFilters = { firstName: '', lastName: '', email: '', phone: '' };

/** `texts` answer every key; `filters` (what the server is asked) follow after a pause. */
export const useDebouncedFilters = (initial: GuardianFilters = EMPTY_FILTERS) => {
  const [texts, setTexts] = useState<GuardianFilters>(initial);
  const [filters, setFilters] = useState<GuardianFilters>(initial);
  const latest = useRef<GuardianFilters>(initial);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = useCallback((key: keyof GuardianFilters, value: string) => {
    const next = { ...latest.current, [key]: value };
    latest.current = next;
    setTexts(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFilters(next), FILTER_DEBOUNCE_MS);
  }, []);

  /** At once, without waiting: a filter set by a button, not typed. */
  const replace = useCallback((next: GuardianFilters) => {
    window.clearTimeout(timer.current);
    latest.current = next;
    setTexts(next);
    setFilters(next);
  }, []);

  return { texts, filters, change, replace };
};
