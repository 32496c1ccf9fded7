// Child processes of the benchmark: started with a name, their output kept for error messages,
// and always stopped (politely, then not) within a bounded time.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last lines the process printed (stdout and stderr together). */
  output(): string;
  /** Resolves with the first stdout line matching `pattern`, or rejects when the process exits. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
}

const running = new Set<ChildProcess>();

// Whatever happens to the benchmark, its servers do not outlive it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\nInterrupted (${signal}); stopping the servers.`);
    process.exit(130);
  });
}

/**
 * The script that serves a build: `scripts/serve.mjs` beside its `dist` folder, as `npm run serve`
 * runs it (the adapter's entry alone starts no server).
 */
export function storeEntryOf(distDir: string): string {
  return path.resolve(distDir, '../scripts/serve.mjs');
}

export function startChild(
  name: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Child {
  const child = spawn(process.execPath, args, {
    env: options.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const lines: string[] = [];
  const watchers: { pattern: RegExp; resolve: (match: RegExpMatchArray) => void }[] = [];
  const collect = (stream: NodeJS.ReadableStream | null, isStdout: boolean) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      partial += chunk;
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        if (!isStdout) continue;
        for (const watcher of [...watchers]) {
          const match = line.match(watcher.pattern);
          if (match) {
            watchers.splice(watchers.indexOf(watcher), 1);
            watcher.resolve(match);
          }
        }
      }
    });
  };
  collect(child.stdout, true);
  collect(child.stderr, false);
  return {
    name,
    process: child,
    output: () => lines.join('\n'),
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name}: no "${pattern}" within ${timeoutMs} ms\n${lines.join('\n')}`)),
          timeoutMs,
        );
        const onExit = (code: number | null) =>
          reject(new Error(`${name} exited (${code}) before printing "${pattern}":\n${lines.join('\n')}`));
        child.once('exit', onExit);
        watchers.push({
          pattern,
          resolve: (match) => {
            clearTimeout(timer);
            child.off('exit', onExit);
            resolve(match);
          },
        });
      });
    },
  };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopChild(child: Child, graceMs = 5_000): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = once(proc, 'exit');
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** Polls `url` until it answers 200, the child exits, or time runs out. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process and the processes it started (a store's workers) have
 * used so far; undefined where /proc is not available.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const own = statOf(pid);
  if (!own) return undefined;
  let total = own.cpuSeconds;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat?.parent === pid) total += stat.cpuSeconds;
  }
  return total;
}

function statOf(pid: number): { parent: number; cpuSeconds: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3, ppid field 4, utime field 14, stime field 15 (1-based, see proc(5)).
    return {
      parent: Number(fields[1]),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/**
 * Waits until a server has finished the work a load run left behind (requests still rendering
 * when the run stopped), so it does not slow down the next run: until it uses under 5 % of a core
 * over half a second, for at most `timeoutMs`. Without /proc it just pauses a second.
 */
export async function waitForIdle(pid: number | undefined, timeoutMs = 120_000): Promise<void> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  if (cpuSeconds(pid) === undefined) {
    await sleep(1_000);
    return;
  }
  const deadline = Date.now() + timeoutMs;
  let previous = cpuSeconds(pid)!;
  while (Date.now() < deadline) {
    await sleep(500);
    const now = cpuSeconds(pid);
    if (now === undefined || now - previous < 0.025) return;
    previous = now;
  }
}
