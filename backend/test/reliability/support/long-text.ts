/** The largest JSON body the server reads (app.factory.ts JSON_BODY_LIMIT): one byte more is a 413. */
export const BODY_LIMIT = 256 * 1024;

/**
 * Long text for the maximum-length sweep, n characters of each shape: what makes a backtracking
 * pattern try every split (dots between '@', a run of spaces before a letter, which a trim takes
 * away), and a two-byte letter (the body limit counts bytes, the fields count characters).
 */
export const LONG_TEXT_SHAPES: Record<string, (n: number) => string> = {
  'dots between @': (n) => (n >= 3 ? `a@${'.'.repeat(n - 3)}@` : 'a@'.slice(0, n)),
  'spaces then a letter': (n) => (n > 0 ? `${' '.repeat(n - 1)}x` : ''),
  ç: (n) => 'ç'.repeat(n),
};

const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

/** The longest string of `shape` whose JSON takes at most `freeBytes`. */
export function longestFitting(shape: (n: number) => string, freeBytes: number): string {
  const perChar = Math.ceil(jsonBytes(shape(1024)) / 1024);
  let n = Math.floor(freeBytes / perChar);
  while (n > 0 && jsonBytes(shape(n)) > freeBytes) n--;
  return shape(n);
}
