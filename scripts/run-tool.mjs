// `npm run backup` / `npm run restore -- FILE`: the backend's own tools (backend/src/tools), built
// first when the build is missing, with the same .env the server reads. One implementation of
// each, shared with the server's scheduled backups (backend/src/modules/backups).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');

const [tool, ...args] = process.argv.slice(2);
const script = `backend/dist/tools/${tool}.js`;
for (const [workspace, output] of [
  ['shared', 'shared/dist/index.js'],
  ['backend', script],
]) {
  if (existsSync(output)) continue;
  console.log(`Compilando ${workspace}...`);
  const built = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
