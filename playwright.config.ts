import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/support/find-chromium.ts';
import { THIRD_PARTY_TEST_CONFIG } from './tests/support/third-party-stand-ins.ts';

/**
 * End-to-end tests against the built server (`npm run serve`, after `npm run build`), started
 * fresh for the run on an empty data folder, so the first start seeds the demo store exactly as
 * it does for someone who just cloned the project.
 */
const port = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://127.0.0.1:${port}`;

// This file is read by the runner and again by every worker; only the runner makes the folder
// (workers inherit the variable) and only the runner removes it when it exits.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// The server under test always runs embedded; a DATABASE_URL in the shell must not point it at a real database.
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: os.availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/Detroit',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start migrates and seeds the demo store, images included.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Scheduled content goes out when a test moves the server's clock (POST /api/test-clock).
      STORE_TEST_CLOCK: '1',
      // As behind a proxy on this machine: a test speaks for a client of its own with
      // X-Forwarded-For, so limits counted per client never meet another test's (decision 54).
      TRUST_PROXY: '127.0.0.1',
      ...THIRD_PARTY_TEST_CONFIG,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
