// Gzip size of the storefront's first load: the entry chunk, its static imports (transitively)
// and their CSS, read from the build manifest. Run after `npx vite build`:
//   node scripts/first-load-size.mjs [dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('no entry in the manifest');

const files = new Map(); // file -> gzip bytes
const seen = new Set();
(function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  for (const file of [chunk.file, ...(chunk.css ?? [])]) {
    if (!files.has(file)) files.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  for (const imported of chunk.imports ?? []) visit(imported);
})(entry);

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const rows = [...files].sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${kB(size).padStart(9)}  ${file}`);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
const js = rows.filter(([file]) => file.endsWith('.js')).reduce((sum, [, size]) => sum + size, 0);
console.log(`first load (gzip): ${kB(total)} (JS ${kB(js)}, CSS ${kB(total - js)}) in ${rows.length} files`);
