import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

/** A port nobody listens on right now, so a server that wrongly starts cannot collide with the one under test. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the built server the way production does (`node scripts/serve.mjs`) with `overrides`
 * on top of a clean embedded configuration, and waits for it to give up.
 */
async function startServer(overrides: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rr-bad-config-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  // process.execPath is the Node 24 that runs this test.
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...env, ...overrides } });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => server.on('close', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  await rm(dataDir, { recursive: true, force: true });
  return { code, output };
}

test.describe('a malformed configuration stops the server at start', () => {
  test('DATABASE_URL that is not PostgreSQL', async () => {
    const { code, output } = await startServer({ DATABASE_URL: 'mysql://user@localhost/db' });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toContain('DATABASE_URL');
  });

  test('PORT that is not a number', async () => {
    const { code, output } = await startServer({ PORT: 'not-a-number' });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toMatch(/\bPORT\b/);
  });
});
