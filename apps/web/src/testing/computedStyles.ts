/**
 * jsdom's getComputedStyle matches every style rule of the document against the element, and
 * role and label queries call it for each candidate element. With MUI, a screen's test inserts
 * thousands of emotion rules, and half of a test's time went there. So tests run without them
 * (vitest.setup.ts keeps emotion's style tags out of the document) unless a test file checks the
 * CSS itself (a sticky bar, where a long address wraps, a field hidden until asked for, or an
 * accessible name whose spaces come from block elements): such a file calls keepComputedStyles()
 * at its top, before anything renders.
 */
let kept = false;

export const keepComputedStyles = (): void => {
  kept = true;
};

export const computedStylesKept = (): boolean => kept;
