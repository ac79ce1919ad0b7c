import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lookup } from 'mime-types';

/** The build writes these beside each file worth compressing (vite-plugin-compression2). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

export interface BuiltFile {
  type: string;
  /** a script, style sheet, image or manifest a page loads: document-only headers are left off */
  subresource: boolean;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The security headers every reply carries that only mean something on a page (or a service
 * worker's script): on the 40-80 files a page loads they were ~0.9 kB of headers each, about
 * 50 kB of a phone's first load when the storefront came in 55 files. nosniff and
 * Cross-Origin-Resource-Policy stay: they are the ones that apply to a subresource.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** The service worker's own script: its Content-Security-Policy governs the worker. */
const SERVICE_WORKER = '/sw.js';

/** Hashed file names never change content; everything else (index.html, sw.js, the manifest) is revalidated. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function* filesBelow(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * The built storefront and back office, read once at start and answered from memory. A phone's
 * first load asks for 40-80 small files over six connections; read from disk per request
 * (@fastify/static: a stat and an open per encoding tried) each took 4-6 ms of file-system round
 * trips here, and the files queued behind each other. A build is a few megabytes and never changes
 * while the process runs (a deploy restarts it).
 */
export function loadBuiltFrontend(dist: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const all = new Set(filesBelow(dist));
  for (const path of all) {
    if (ENCODINGS.some((e) => path.endsWith(e.suffix) && all.has(path.slice(0, -e.suffix.length)))) continue;
    const urlPath = `/${relative(dist, path).split(sep).join('/')}`;
    const identity = readFileSync(path);
    const encoded: BuiltFile['encoded'] = {};
    for (const e of ENCODINGS) if (all.has(path + e.suffix)) encoded[e.name] = readFileSync(path + e.suffix);
    const type = lookup(path) || 'application/octet-stream';
    files.set(urlPath, {
      type,
      subresource: type !== 'text/html' && urlPath !== SERVICE_WORKER,
      cacheControl: cacheControlFor(urlPath),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      encoded,
    });
  }
  return files;
}

const negotiator = new Negotiator({ supportedValues: ENCODINGS.map((e) => e.name) });

/** One built file: the best encoding the client takes, 304 when its copy is current. */
export function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile): FastifyReply {
  const available = Object.keys(file.encoded).length > 0;
  const accepted = available ? (negotiator.negotiate(request.headers['accept-encoding'] ?? '') as Encoding | null) : null;
  const encoding = accepted && file.encoded[accepted] ? accepted : null;
  // one ETag per representation: a cache must not answer a gzip client with brotli bytes
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  void reply.header('cache-control', file.cacheControl).header('etag', etag).type(file.type);
  if (file.subresource) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  if (available) void reply.header('vary', 'Accept-Encoding');
  const cached = request.headers['if-none-match'];
  if (cached && cached.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(encoding ? file.encoded[encoding] : file.identity);
}
