// Jest runs in CommonJS mode: @swc/jest transpiles our TypeScript and the ESM-only packages
// (Nest 12 and friends) in node_modules; Jest's own ESM mode breaks on Node 20 (DECISIONS.md §8).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs', ignoreDynamic: false },
  },
];
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j|mj|cj)s$': swc },
  transformIgnorePatterns: [],
  moduleNameMapper: {
    '^@quentinha/shared$': '<rootDir>/../shared/src/index.ts',
    '^@quentinha/shared/(.*)$': '<rootDir>/../shared/src/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'node'],
  testTimeout: 30000,
  maxWorkers: 2,
};
