// One load run with autocannon, in this process: a fixed number of connections, each sending its
// next request as soon as the previous answer arrives, for a fixed time.
import autocannon from 'autocannon';
import { cpuSeconds } from './processes.ts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Paths asked in turn, shared by every connection (a long tail of distinct URLs); else `url` alone. */
  paths?: readonly string[];
  /** The server's process, to report how busy it was. */
  serverPid?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds, from every response of the run. */
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  /** Connection errors, timeouts and non-2xx answers: any of them makes the run invalid. */
  failures: number;
  /** CPU used by the server, in cores (1 = one core busy the whole run). */
  serverCores?: number;
  /** CPU used by this process (the load generator), in cores. */
  generatorCores: number;
}

export async function runLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const serverCpuBefore = cpuSeconds(options.serverPid);
  const ownCpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    timeout: 30,
    requests: options.paths ? [{ setupRequest: roundRobin(options.paths) }] : undefined,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const serverCpuAfter = cpuSeconds(options.serverPid);
  const ownCpu = process.cpuUsage(ownCpuBefore);

  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies.length === 0 ? NaN : percentile(latencies, p));
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    responses: latencies.length,
    failures: result.errors + result.timeouts + result.non2xx,
    serverCores:
      serverCpuBefore === undefined || serverCpuAfter === undefined
        ? undefined
        : (serverCpuAfter - serverCpuBefore) / elapsedSeconds,
    generatorCores: (ownCpu.user + ownCpu.system) / 1e6 / elapsedSeconds,
  };
}

/** Each request takes the next path of the list, across all connections, from the first again after the last. */
function roundRobin(paths: readonly string[]) {
  let next = 0;
  return <T extends { path?: string }>(request: T): T => {
    const path = paths[next % paths.length]!;
    next += 1;
    return { ...request, path };
  };
}

export function median(values: number[]): number {
  const sorted = [...values].filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The `p`th percentile (nearest rank) of values sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
