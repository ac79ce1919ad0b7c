import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One line per test that did not pass, written to E2E_FAILURES_FILE for `npm test`'s summary:
 * CI keeps only the end of a long log, and the list reporter's details scroll out of it.
 */
export default class FailureLines implements Reporter {
  private readonly lines: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // ANSI colours and the stack stay in the full log; the summary keeps the first line of the error
    // eslint-disable-next-line no-control-regex
    const why = (result.error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
    const where = `${test.location.file.split('/').pop()}:${test.location.line}`;
    this.lines.push(`[${test.parent.project()?.name}] ${where} ${result.status} after ${(result.duration / 1000).toFixed(0)} s: ${why.trim().slice(0, 160)}`);
    // what the story's pages met on the way (support/app.ts watchPage): the last few, newest last
    const met = result.annotations.filter((a) => a.type === 'page').slice(-8);
    for (const a of met) this.lines.push(`    ${a.description}`);
  }

  onEnd(): void {
    const file = process.env.E2E_FAILURES_FILE;
    if (file) writeFileSync(file, this.lines.join('\n'));
  }
}
