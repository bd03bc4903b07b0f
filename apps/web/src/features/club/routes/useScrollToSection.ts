import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address's `#hash` names, once `ready`: the sections above it
 * change height as their data arrives, so the scroll waits for them. A link such as the home
 * screen's checklist (`/club#club-places`) lands on its section.
 */
export function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    // The whole section, its frame included, rather than its heading alone.
    (target?.closest('section') ?? target)?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
}
