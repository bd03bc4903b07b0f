export * from './countries.js';
export * from './documents.js';
export * from './fields.js';
export * from './form.js';
export * from './member.js';
export * from './privacy.js';
export * from './states.js';
export * from './sizes.js';
