export * from './states.js';
export * from './contract.js';
