export * from './price.js';
export * from './constants.js';
export * from './slots.js';
export * from './answers.js';
export type * from './catalog-file.js';
