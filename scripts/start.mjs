// `npm start`: build what is missing, then run the API + storefront on one port.
// Migrations and the demo seed run inside the backend at start (SEED=false turns the seed off).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');

const needed = [
  ['shared', 'shared/dist/index.js'],
  ['backend', 'backend/dist/main.js'],
  ['frontend', 'frontend/dist/index.html'],
];
for (const [workspace, output] of needed) {
  if (existsSync(output) && process.env.FORCE_BUILD !== 'true') continue;
  console.log(`Compilando ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
