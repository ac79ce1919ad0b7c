import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('type-schemas.generated.ts', () => {
  it('says what the types say (else: npm run openapi -w backend)', () => {
    // exits non-zero, naming the file, when a DTO or an API type changed since it was written
    expect(() =>
      execFileSync(process.execPath, [join(__dirname, '../../scripts/openapi-schemas.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  }, 120_000);
});
