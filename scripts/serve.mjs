// Starts the built store (`npm run build` first) and warms it up: the first request opens the
// database, which in embedded mode migrates it and seeds the demo store on its very first start,
// and checks the configuration; a malformed variable stops the process with its name.
// WEB_CONCURRENCY=n (PostgreSQL only) runs n store processes sharing the port, one per core
// (src/server/serving/workers.ts); unset, the store is this one process.
import cluster from 'node:cluster';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { arrivedOverHttps, securityHeaders } from '#lib/security/security-headers.ts';
import {
  createPrecompressedFiles,
  createStaticPathTest,
  drainOnSignals,
  shutdownGraceMs,
  startRender,
  superviseWorkers,
  workerCountOf,
} from '#server/serving/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

// The Node adapter reads PORT before the app's own configuration check runs, so it is checked here.
const port = process.env.PORT;
if (port !== undefined && port !== '' && !(/^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
  console.error(
    `Invalid configuration, the server cannot start:\nPORT must be a port number from 1 to 65535 (got "${port}").`,
  );
  process.exit(1);
}
/** Seconds an idle connection is kept open (sent as `Keep-Alive: timeout=…`). */
const KEEP_ALIVE_SECONDS = 65;
/** Seconds a request's headers may take to arrive. */
const HEADERS_TIMEOUT_SECONDS = 20;

let workers = 1;
try {
  workers = workerCountOf(process.env);
} catch (error) {
  console.error(`Invalid configuration, the server cannot start:\n${error.message}`);
  process.exit(1);
}

/** Serves the store from this process; resolves to its listening address. */
async function serveFromThisProcess() {
  // The adapter runs in middleware mode: `handler` renders with Astro alone, and `startServer` is
  // the adapter's standalone server, whose listener tries the build's static files first.
  const { startServer, handler: renderWithAstro } = await import('../dist/server/entry.mjs');
  const { server } = startServer();
  await once(server.server, 'listening');
  // An idle keep-alive connection stays open longer than the idle timeout of the load balancers in
  // front (60 s is the common one): if the store closed it first (Node's default is 5 s), a request
  // the balancer or a client sent on it at that moment would be cut off with a reset.
  server.server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  // A request's headers arrive within seconds or it is answered 408 (Node counts from the request's
  // first byte, not from an idle keep-alive). A body is held to its own pace by the body reader
  // (src/server/http/request-body.ts: no 10 s pause, 20 KB/s on average), so a slow phone's upload
  // still arrives; a whole request still ends within Node's five minutes (requestTimeout).
  server.server.headersTimeout = HEADERS_TIMEOUT_SECONDS * 1000;

  // The build's Brotli and gzip copies of its static files are sent before Astro's own static
  // handler, which only knows the plain files (src/server/serving/precompressed-files.ts). Page-cache
  // hits are answered before Astro parses the request (src/server/cache/page-cache-front.ts);
  // a path that may be a static file goes on to the adapter's listener (its static files, then
  // Astro), everything else to Astro at once (src/server/serving/static-paths.ts).
  // Every response starts with the security headers (src/lib/security/security-headers.ts): static
  // files and page-cache hits never pass through Astro's middleware, and Astro's own answers
  // (pages with their own Content-Security-Policy) replace what they set themselves.
  const astroListeners = server.server.listeners('request');
  server.server.removeAllListeners('request');
  const headersOverHttp = Object.entries(securityHeaders(false));
  const headersOverHttps = Object.entries(securityHeaders(true));
  const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
  const compressedStaticFiles = createPrecompressedFiles(clientDir);
  const mayBeStaticFile = createStaticPathTest(clientDir);
  server.server.on('request', (request, response) => {
    const https = arrivedOverHttps(
      request.socket.encrypted ? 'https:' : 'http:',
      request.headers['x-forwarded-proto']?.toString(),
    );
    for (const [name, value] of https ? headersOverHttps : headersOverHttp) response.setHeader(name, value);
    if (compressedStaticFiles(request, response)) return;
    if (globalThis[Symbol.for('river-raisin.page-cache-front')]?.(request, response)) return;
    // A page renders once the turn's I/O callbacks have run (src/server/serving/render-order.ts), so
    // answers from the database for requests already waiting are read first.
    if (!mayBeStaticFile(request.url ?? '/')) startRender(request.method, () => renderWithAstro(request, response));
    else for (const listener of astroListeners) listener.call(server.server, request, response);
  });

  // SIGTERM/SIGINT: stop taking connections, finish what is in flight, then exit 0.
  drainOnSignals(server.server, { graceMs: shutdownGraceMs() });
  return server.server.address();
}

/** The health check on a connection of its own: the primary hands each new connection to the next process. */
function checkHealth(host, port) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host, port, path: '/api/health', agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        let health;
        try {
          health = JSON.parse(body);
        } catch {
          health = { body };
        }
        resolve({ ok: response.statusCode === 200, health });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Asks each store process for its health once it listens (its first request reads the
 * configuration and opens the database), and says whether the store is ready.
 */
async function reportReadiness({ address, port }, processes) {
  const host = !address || address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  let failed;
  let last;
  for (let index = 0; index < processes; index++) {
    last = await checkHealth(host, port);
    if (!last.ok) failed ??= last.health;
  }
  if (failed) {
    console.error(`The store started, but its health check failed: ${JSON.stringify(failed)}`);
  } else {
    const count = processes > 1 ? `, ${processes} processes` : '';
    console.info(`Store ready (${last.health.database?.kind} database${count}).`);
  }
}

if (cluster.isPrimary && workers > 1) {
  const supervision = superviseWorkers(workers);
  const listening = await supervision.listening;
  // A process that stops while answering stops the store (superviseWorkers says why).
  if (
    listening &&
    (await reportReadiness(listening, workers).then(
      () => true,
      () => false,
    ))
  )
    supervision.started();
} else {
  const listening = await serveFromThisProcess();
  if (cluster.isPrimary) await reportReadiness(listening, 1);
}
