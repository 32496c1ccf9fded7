import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How one instance stops without dropping anyone: on SIGTERM (a supervisor's or an orchestrator's
 * stop) or SIGINT it stops accepting connections, tells load balancers it is no longer ready
 * (`/api/health` answers 503 "draining"), lets the requests in flight finish, closes keep-alive
 * connections as their responses end and every connection once none is left in flight, then stops
 * its background jobs and closes the database.
 * Requests still running after the grace period are cut, so a stuck client cannot hold a
 * deployment forever.
 *
 * `scripts/serve.mjs` runs outside the server bundle and the runtime inside it, each with its own
 * copy of this module, so the state they share lives on `globalThis` under registered symbols.
 */
const DRAINING = Symbol.for('river-raisin.draining');
const RUNTIME_STOP = Symbol.for('river-raisin.runtime-stop');

type Shared = { [DRAINING]?: boolean; [RUNTIME_STOP]?: () => Promise<void> };
const shared = globalThis as Shared;

/** Whether this instance is shutting down (not ready for new work). */
export function isDraining(): boolean {
  return shared[DRAINING] === true;
}

/** The runtime's own stop (background jobs, change feed, database), called last. */
export function publishRuntimeStop(stop: () => Promise<void>): void {
  shared[RUNTIME_STOP] = stop;
}

/** Seconds in-flight requests get before they are cut (SHUTDOWN_GRACE_SECONDS; 25 unless set). */
export function shutdownGraceMs(value = process.env.SHUTDOWN_GRACE_SECONDS): number {
  const seconds = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 25_000;
}

export interface DrainOptions {
  graceMs: number;
  log?: (message: string) => void;
  exit?: (code: number) => void;
}

/** Stops the server gracefully on SIGTERM and SIGINT. */
export function drainOnSignals(server: Server, options: DrainOptions): void {
  // The responses in flight: those not started when the signal comes ask their client to reconnect,
  // and once none is left, the connections still open are closed (see drain).
  const pending = new Set<ServerResponse>();
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // With no response in flight, an open connection answers nobody: kept alive between requests, or
  // an upload refused before its body ended (Node does not count it idle). Each closes once what
  // was written to it is sent.
  const closeUnanswering = () => {
    for (const socket of connections) socket.destroySoon();
  };
  server.prependListener('request', (_request, response) => {
    if (isDraining()) response.setHeader('Connection', 'close');
    pending.add(response);
    response.once('close', () => {
      pending.delete(response);
      if (isDraining() && pending.size === 0) closeUnanswering();
    });
  });
  const stop = (signal: string) => void drain(server, signal, pending, closeUnanswering, options);
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

async function drain(
  server: Server,
  signal: string,
  pending: Set<ServerResponse>,
  closeUnanswering: () => void,
  { graceMs, log = console.info, exit = process.exit }: DrainOptions,
) {
  if (isDraining()) return;
  shared[DRAINING] = true;
  log(`${signal}: finishing the requests in flight (up to ${Math.round(graceMs / 1000)} s), then stopping.`);
  // A response on a kept-alive connection asks its client to reconnect, which finds the next instance.
  for (const response of pending) if (!response.headersSent) response.setHeader('Connection', 'close');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Kept-alive connections close now; every other once the last response in flight is done.
  if (pending.size === 0) closeUnanswering();
  else server.closeIdleConnections();
  const cut = setTimeout(() => {
    log('Grace period over: closing the connections still open.');
    server.closeAllConnections();
  }, graceMs);
  cut.unref();
  await closed;
  clearTimeout(cut);
  try {
    await shared[RUNTIME_STOP]?.();
  } catch (error) {
    console.error('Stopping the runtime failed:', error);
  }
  log('Stopped.');
  exit(0);
}
