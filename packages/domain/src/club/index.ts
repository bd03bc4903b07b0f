export * from './bank.js';
export * from './fields.js';
export * from './identity.js';
export * from './logo.js';
export * from './messages.js';
export * from './places.js';
