import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StoreServer {
  baseURL: string;
  process: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with its exit code once it stops. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts another built store the way production does (`node scripts/serve.mjs`), embedded, on
 * its own port and fresh data folder, with `overrides` on top. For tests of configurations the
 * suite's main server does not run (staging mode, bad variables).
 */
export async function startStoreServer(overrides: Record<string, string>): Promise<StoreServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rr-store-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  // process.execPath is the Node 24 that runs the tests.
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...env, ...overrides } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  void exited.then(() => rm(dataDir, { recursive: true, force: true }));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the server answers its health check, or fails with what it printed. */
export async function waitUntilHealthy(server: StoreServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`The server stopped:\n${server.output()}`);
    const healthy = await fetch(`${server.baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${server.output()}`);
}
