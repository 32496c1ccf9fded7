/**
 * The Node server around Astro, the one entry `npm run serve` (scripts/serve.mjs), the build's
 * compressed copies and the health endpoint use: the build's static files and their Brotli and gzip
 * copies, the order pages render in, the worker processes on one port, draining on a signal, and
 * readiness.
 */
export { createPrecompressedFiles, COPY_SUFFIX, PRECOMPRESSED_TYPES } from './precompressed-files.ts';
export { createStaticPathTest } from './static-paths.ts';
export { startRender } from './render-order.ts';
export { superviseWorkers, workerCountOf } from './workers.ts';
export { drainOnSignals, shutdownGraceMs } from './instance-lifecycle.ts';
export { answerHealth } from './health.ts';
/** The build compresses its copies as the server compresses its answers. */
export { compressBytes } from '../http/compression.ts';
