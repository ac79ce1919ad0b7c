// The storefront's first load as a phone on 4G gets it (issue 14): the JavaScript bytes the
// browser itself reports as transferred (compressed, before any cache), and the largest
// contentful paint under 150 ms round trips, 1.6 Mbit/s and a CPU slowed 4x.
//   node e2e/scripts/first-load.mjs http://127.0.0.1:3000 [runs]
// Part of `npm run bench`; it prints figures, it never fails on them.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function visit(throttled) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    // slow 4G as Lighthouse models it: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const js = new Map(); // url -> bytes on the wire
  cdp.on('Network.loadingFinished', (e) => js.has(e.requestId) && js.set(e.requestId, e.encodedDataLength));
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') js.set(e.requestId, 0);
  });
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const started = Date.now();
  await page.goto(`${base}/home`, { waitUntil: 'networkidle', timeout: 120_000 });
  // the first product card is what a customer came for
  await page.getByRole('button', { name: /^Adicionar |Montar Prato/ }).first().waitFor({ timeout: 60_000 });
  const cardMs = Date.now() - started;
  const lcp = await page.evaluate(() => globalThis.__lcp);
  await context.close();
  const bytes = [...js.values()].reduce((a, b) => a + b, 0);
  return { bytes, files: js.size, lcp, cardMs };
}

const plain = await visit(false);
console.log(`\n| storefront first load (/home, phone) | value |\n|---|---|`);
console.log(`| JavaScript on the wire (browser transfer sizes, no cache) | ${(plain.bytes / 1000).toFixed(1)} kB in ${plain.files} files (goal: at most 160 kB) |`);
const lcps = [];
for (let i = 0; i < runs; i++) lcps.push(await visit(true));
lcps.sort((a, b) => a.lcp - b.lcp);
const mid = lcps[Math.floor(lcps.length / 2)];
console.log(`| LCP, slow 4G + CPU 4x (median of ${runs}) | ${(mid.lcp / 1000).toFixed(2)} s (goal: under 2.5 s); first product card ${(mid.cardMs / 1000).toFixed(2)} s |`);
await browser.close();
