export * from './actions.js';
export * from './contract.js';
