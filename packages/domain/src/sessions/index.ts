export * from './messages.js';
export * from './schemas.js';
export * from './attendance.js';
export * from './calendar.js';
export * from './rates.js';
