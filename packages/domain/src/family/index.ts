export * from './contract.js';
export * from './acknowledgements.js';
export * from './forms.js';
export * from './corrections.js';
