/**
 * The club settings' contracts, imported as `@club/domain/club` rather than from the package's
 * main entry: their IBAN check carries ibantools' country table, which the family's form must
 * not load (its first-load budget is checked by the web build, docs/bench.md).
 */
export * from './bank.js';
export * from './fields.js';
export * from './identity.js';
export * from './logo.js';
export * from './messages.js';
export * from './places.js';
export * from './markdown.js';
export * from './texts.js';
export * from './contract.js';
export * from './health-rules.js';
