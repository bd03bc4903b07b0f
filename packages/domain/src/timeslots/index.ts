// Weekly time slots: their rules and request bodies, and the answers (types only, on the web).
// Their field messages are the sessions' (`SESSION_MSG`).
export * from './requests.js';
export * from './params.js';
export * from './responses.js';
