/** Every factory numbers its default names from one counter, so that they stay unique in a database. */
let counter = 0;
export const nextNumber = (): number => (counter += 1);

/** The test clock's first instant (test/clock.ts): records are dated then unless told otherwise. */
export const FACTORY_NOW = '2026-11-21T10:00:00.000Z';
