// Sections: the form's body and the answer of the /section calls (a type only, on the web).
export * from './requests.js';
export * from './responses.js';
