export * from './contract.js';
export * from './acknowledgements.js';
