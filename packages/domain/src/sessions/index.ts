export * from './messages.js';
export * from './requests.js';
export * from './params.js';
export * from './responses.js';
export * from './attendance.js';
export * from './calendar.js';
export * from './rates.js';
