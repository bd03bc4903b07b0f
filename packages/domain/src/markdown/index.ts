export * from './blocks.js';
