export * from './price.js';
export * from './constants.js';
export * from './slots.js';
export * from './working-days.js';
export * from './answers.js';
export type * from './catalog-file.js';
