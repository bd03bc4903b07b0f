export * from './roles.js';
export * from './errors.js';
export * from './messages.js';
export * from './patterns.js';
export * from './text.js';
export * from './dates.js';
export * from './schemas/auth.js';
export * from './schemas/users.js';
