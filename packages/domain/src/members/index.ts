export * from './identity.js';
export * from './duplicates.js';
