export * from './types.js';
export * from './cnpj.js';
export * from './statements.js';
export * from './messages.js';
