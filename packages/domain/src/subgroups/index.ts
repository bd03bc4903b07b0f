// Sub-groups: the request bodies and path, and the answers (types only, on the web).
export * from './requests.js';
export * from './params.js';
export * from './responses.js';
