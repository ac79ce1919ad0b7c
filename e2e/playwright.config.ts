import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_JWT_SECRET } from './support/session.js';

// One production server for the run, on a free port and a fresh SQLite file with the demo data.
// Workers re-read this file, so the port and folder are chosen once and passed down in the env.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  process.env.E2E_DATA = mkdtempSync(join(tmpdir(), 'quentinha-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const data = process.env.E2E_DATA!;
// E2E_BASE_URL points the tests at a server already running (handy while writing them)
const external = process.env.E2E_BASE_URL;
export const baseURL = external ?? `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // the kitchen wall as the README sets it up: sound resumes after a reload without a tap.
    // Without the flag, whether a reloaded page may play is Chromium's own guess (the origin's
    // earlier taps), which a busy machine sometimes lost: the board then rightly asked for a
    // tap again, and a story that reloaded the wall found the gate over it (box-rules, run 2 of
    // session 18's busy runs)
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export default defineConfig({
  testDir: './tests',
  // a story with five browser contexts takes up to a minute on a busy 2-core machine
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./support/failure-lines.ts']],
  outputDir: join(data, 'results'),
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No story here is about motion: the app honours the system's 'reduce motion' (antd's zooms
    // and slides off), so a click never lands on a dialog or a menu still moving in. Contexts a
    // story opens itself (browser.newContext) inherit it too.
    reducedMotion: 'reduce',
    launchOptions: chromium,
    trace: 'off',
    // An action that cannot happen (a button that never shows) fails with its locator named,
    // well inside the story's 120 s: waited for without end it became a bare 'Test timeout', and a
    // timed-out story never runs its own `finally`, so the caps it set stayed for the stories
    // after it (a box-rules hang once left 'Bife Acebolado' capped and failed two more).
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
  },
  projects: [
    {
      name: 'phone',
      // the back office is a desktop tool: its stories run on the desktop project only
      testIgnore: /(boards|back-office|reports|sessions|order-path|going-live|printing|production|kitchen-wall|availability|keyboard|costing)\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: /boards\.spec\.ts/,
      use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    // the live boards story opens five browser contexts of its own: run it once, on a desktop
    {
      name: 'boards',
      testMatch: /boards\.spec\.ts/,
      use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node ../backend/dist/main.js',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_PATH: join(data, 'e2e.sqlite'),
          UPLOAD_DIR: join(data, 'uploads'),
          FRONTEND_DIST: process.env.E2E_FRONTEND_DIST ?? join(process.cwd(), '../frontend/dist'),
          SEED: 'true',
          LOG_REQUESTS: 'false',
          // the browser tests sign in many times from one address
          AUTH_RATE_LIMIT: '1000',
          // ...and place more orders from it than a real guest would in ten minutes
          ORDER_RATE_LIMIT: '0',
          JWT_SECRET: E2E_JWT_SECRET,
        },
      },
});
