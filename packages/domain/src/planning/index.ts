export * from './contract.js';
export * from './messages.js';
