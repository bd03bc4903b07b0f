import { vi } from 'vitest';

/** Widths on either side of MUI's `sm` (600) and `md` (900) breakpoints. */
export const VIEWPORTS = { phone: 390, tablet: 768, desktop: 1280 } as const;

const matches = (query: string, width: number): boolean => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
};

/** jsdom has no layout: `matchMedia` answers width queries as a screen of this width would. */
export const setViewport = (name: keyof typeof VIEWPORTS): void => {
  const width = VIEWPORTS[name];
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({
    matches: matches(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
};
