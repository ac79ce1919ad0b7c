// `npm run test:reliability` (backend/test/reliability/run.mjs): the reliability proofs of issue 12,
// apart from `npm test -w backend` (their files end in .proof.ts, which the main config never
// matches). Same transform as the main config; one file at a time, the server runs as a child.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '../../jest.config.cjs';

export default {
  ...base,
  rootDir: resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
  roots: ['<rootDir>/test/reliability'],
  testMatch: ['**/*.proof.ts'],
  testTimeout: 300_000,
  maxWorkers: 1,
};
