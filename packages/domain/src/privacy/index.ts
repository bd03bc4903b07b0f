/** A member's personal data (docs/product.md#privacy): the erasure form and the screen's answers. */
export * from './erasure.js';
export * from './contract.js';
