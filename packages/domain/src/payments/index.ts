export * from './messages.js';
export * from './fees.js';
export * from './ledger.js';
export * from './contract.js';
export * from './instalments.js';
