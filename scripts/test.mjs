// `npm test`: every suite, one after the other, then one summary line.
// TEST_DATABASE_URL re-runs the API e2e suite on PostgreSQL; TEST_REDIS_URL enables the
// multi-instance realtime test. Browser e2e needs Debian's Chromium (/usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['shared (vitest)', 'npm', ['test', '-w', 'shared']],
  // The two-instance realtime test and the PostgreSQL outage test need PostgreSQL: they run in
  // the PostgreSQL step only (and fail there under CI when the variables are missing).
  [
    'backend (jest, SQLite)',
    'npm',
    ['test', '-w', 'backend', '--', '--testPathIgnorePatterns=two-instances|postgres-outage'],
    { TEST_DATABASE_URL: '' },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  // the suites under test/ (the API, realtime and deploy stories, each on a database of its own);
  // the unit specs under src/ use no database and ran in the SQLite step, as did the embedded
  // database's own durability tests
  steps.push([
    'backend (jest, PostgreSQL)',
    'npm',
    [
      'test',
      '-w',
      'backend',
      '--',
      '--roots',
      '<rootDir>/test',
      '--testPathIgnorePatterns=sqlite-durability|backup-restore',
    ],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
}
// the vitest tests that fail are named in the summary too, from vitest's own JSON report
const vitestReport = join(mkdtempSync(join(tmpdir(), 'quentinha-test-')), 'vitest.json');
steps.push([
  'frontend (vitest)',
  'npm',
  ['test', '-w', 'frontend', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
]);
steps.push(['build', 'npm', ['run', 'build']]);
// the browser tests that fail are named again in the summary (CI shows the end of the log)
const e2eFailures = join(mkdtempSync(join(tmpdir(), 'quentinha-test-')), 'e2e-failures.txt');
steps.push(['browser e2e (Playwright)', 'npm', ['test', '-w', 'e2e'], { E2E_FAILURES_FILE: e2eFailures }]);

const results = [];
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) });
}
console.log('\n=== resumo ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  if (!r.ok && r.name.startsWith('browser') && existsSync(e2eFailures)) {
    for (const line of readFileSync(e2eFailures, 'utf8').split('\n').filter(Boolean).slice(0, 10))
      console.log(`     ${line}`);
  }
  if (!r.ok && r.name.startsWith('frontend'))
    for (const line of vitestFailures(vitestReport).slice(0, 10)) console.log(`     ${line}`);
}
/** 'file > test: first line of the error' for each failed test of a vitest JSON report. */
function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.flatMap((suite) => {
    const path = suite.name.replace(/^.*\/frontend\//, '');
    const failedTests = suite.assertionResults.filter((t) => t.status === 'failed');
    // a file that failed outside any test (an import, a hook) has no failed test to name
    if (failedTests.length === 0 && suite.status === 'failed')
      return [`${path}: ${(suite.message ?? '').split('\n')[0]}`];
    return failedTests.map((t) => `${path} > ${t.fullName}: ${(t.failureMessages[0] ?? '').split('\n')[0]}`);
  });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
