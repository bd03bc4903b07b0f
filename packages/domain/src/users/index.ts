export * from './contract.js';
export * from './logins.js';
