// Groups: the form's fields, the request bodies, the members' moves, and the answers of the
// /group calls. The web imports the answers as types only.
export * from './fields.js';
export * from './requests.js';
export * from './moves.js';
export * from './params.js';
export * from './responses.js';
