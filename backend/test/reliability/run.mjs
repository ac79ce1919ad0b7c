// npm run test:reliability: the reliability proofs of issue 12 (kill -9 during orders, races, a
// property-based fuzz of every write route with maximum-length text in every field while
// /api/health is watched for a held event loop, a mixed load with a kitchen socket listening), against
// the BUILT server run as a child process: on SQLite, and again on PostgreSQL (+ Redis) when
// TEST_DATABASE_URL (and TEST_REDIS_URL) are set. Builds shared + backend first when the build is
// missing or older than the sources. Ends with one line: 'N passed, M failed'.
//   RELIABILITY_LOAD_SECONDS=10 RELIABILITY_FUZZ_RUNS=100 RELIABILITY_SEED=123 npm run test:reliability
//   npm run test:reliability -- crash     (only the proof files whose name matches)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const backend = resolve(here, '../..');
const root = resolve(backend, '..');
const started = Date.now();

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = Math.max(newest(join(root, 'shared/src')), newest(join(backend, 'src')));
const built = Math.min(newest(join(root, 'shared/dist')), newest(join(backend, 'dist')));
if (!existsSync(join(backend, 'dist/main.js')) || built < sources) {
  console.log('[reliability] building shared and backend (the proofs run the built server)');
  for (const ws of ['shared', 'backend']) {
    const { status } = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    if (status !== 0) {
      console.log('0 passed, 1 failed');
      process.exit(1);
    }
  }
}

// one seed for the whole run, printed first: RELIABILITY_SEED=<it> replays the generated cases
const seed = process.env.RELIABILITY_SEED ?? String(Date.now() % 2_147_483_647);
console.log(`[reliability] seed ${seed} (RELIABILITY_SEED=${seed} npm run test:reliability replays it)`);

const work = mkdtempSync(join(tmpdir(), 'quentinha-reliability-run-'));
const results = join(work, 'results.json');
const figuresFile = join(work, 'figures.txt');
const jest = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/jest/bin/jest.js'),
    '-c',
    join(here, 'jest.config.mjs'),
    '--runInBand',
    '--json',
    `--outputFile=${results}`,
    ...process.argv.slice(2),
  ],
  { cwd: backend, stdio: 'inherit', env: { ...process.env, RELIABILITY_FIGURES: figuresFile, RELIABILITY_SEED: seed } },
);

let passed = 0;
let failed = 0;
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed = report.numPassedTests;
  // a file that could not even run counts as a failure too
  failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
}
if (jest.status !== 0 && failed === 0) failed = 1;
if (passed + failed === 0) failed = 1;
if (existsSync(figuresFile)) {
  console.log('\n=== reliability figures ===');
  process.stdout.write(readFileSync(figuresFile, 'utf8'));
}
console.log(`seed: ${seed}, wall time: ${((Date.now() - started) / 1000).toFixed(0)}s`);
rmSync(work, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
