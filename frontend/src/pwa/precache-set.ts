/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as we read it. */
export interface ViteChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** The feature folders whose screens must open without signal: the boards. */
export const OFFLINE_FEATURES: readonly string[] = ['deliveries', 'kitchen'];

function wanted(key: string): boolean {
  const feature = /^src\/features\/([^/]+)\//.exec(key)?.[1];
  return !feature || OFFLINE_FEATURES.includes(feature);
}

/**
 * The built files the service worker precaches: the entry with everything it imports, and the
 * lazy chunks that are not another feature's screen (toasts, layout, socket, the two boards with
 * all they load). The storefront's and back office's own screens are left to the network: every
 * device that opens a board would otherwise download the whole back office in the background.
 */
export function offlineShellFiles(manifest: Record<string, ViteChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const k of chunk.imports ?? []) visit(k);
    for (const k of chunk.dynamicImports ?? []) if (wanted(k)) visit(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}
