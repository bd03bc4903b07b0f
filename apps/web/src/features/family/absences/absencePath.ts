/** The path of a family mail's absence link (docs/product.md#absences), served by the family page (apps/server/src/spa.ts). */
export const ABSENCE_PATH = '/absence';

/** Whether the family page was opened at /absence, trailing slashes or not (as the server serves it). */
export const isAbsencePath = (pathname: string): boolean =>
  pathname.startsWith(ABSENCE_PATH) && /^\/*$/.test(pathname.slice(ABSENCE_PATH.length));
