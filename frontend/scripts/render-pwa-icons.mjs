// The app icons (web manifest, home screen) are drawn as SVG in public/icons and rendered to PNG
// here, once, with the Chromium the e2e tests use; the PNGs are committed, nothing is drawn at run
// time. Run again after editing an SVG:  node scripts/render-pwa-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const OUTPUTS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  // iOS ignores the manifest's icons and wants a square without transparency
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon-180.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { svg, png, size } of OUTPUTS) {
    const markup = readFileSync(dir + svg, 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    await page.locator('svg').screenshot({ path: dir + png, omitBackground: true });
    console.log(`${png} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
