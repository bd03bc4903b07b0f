export * from './rules.js';
export * from './requests.js';
export * from './responses.js';
