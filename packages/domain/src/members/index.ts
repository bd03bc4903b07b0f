export * from './identity.js';
export * from './duplicates.js';
export * from './names.js';
export * from './requests.js';
