// Ordered list of migrations; backend/scripts/generate-migration.mjs appends to it.
import { Initial1795426250280 } from './1795426250280-initial.js';
// @migration-imports

export const MIGRATIONS = [
  Initial1795426250280,
  // @migration-list
];
