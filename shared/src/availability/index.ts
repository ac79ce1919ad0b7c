export * from './hours.js';
export * from './slots.js';
export * from './portions.js';
