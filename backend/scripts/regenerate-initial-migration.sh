#!/usr/bin/env bash
# Pre-release only (nothing deployed yet): rebuild the single initial migration from the entities.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f src/common/database/migrations/*-initial.ts
cat > src/common/database/migrations/index.ts <<'TS'
// Ordered list of migrations; backend/scripts/generate-migration.mjs appends to it.
// @migration-imports

export const MIGRATIONS = [
  // @migration-list
];
TS
rm -rf dist
npx tsc -p tsconfig.build.json
node scripts/generate-migration.mjs Initial
npx tsc -p tsconfig.build.json
