export * from './season.js';
