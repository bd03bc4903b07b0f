export * from './actions.js';
export * from './common.js';
export * from './detail.js';
export * from './downloads.js';
export * from './list.js';
