export * from './season.js';
export * from './contract.js';
