export * from './groupMail.js';
export * from './contract.js';
