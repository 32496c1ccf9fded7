import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { COMPRESSION_THRESHOLD_BYTES, CONTENT_CODINGS } from '#lib/http/content-coding.ts';
import { COPY_SUFFIX, compressBytes, PRECOMPRESSED_TYPES } from '#server/serving/index.ts';

/**
 * Writes a Brotli and a gzip copy beside every static file of the build worth compressing
 * (scripts, stylesheets, SVG; 1 KB or more), at the highest effort each coding has: done once per
 * build, it costs nothing per request. `npm run serve` sends them (src/server/serving/precompressed-files.ts).
 * A copy no smaller than the file is not written.
 */
export function precompressedAssets(): AstroIntegration {
  return {
    name: 'river-raisin:precompressed-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const names = (await readdir(clientDir, { recursive: true, encoding: 'utf8' })).filter(
          (name) => PRECOMPRESSED_TYPES[path.extname(name).toLowerCase()] !== undefined,
        );
        const totals = { files: 0, plain: 0, br: 0, gzip: 0 };
        await Promise.all(
          names.map(async (name) => {
            const file = path.join(clientDir, name);
            const body = await readFile(file);
            if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) return;
            totals.files += 1;
            totals.plain += body.byteLength;
            for (const coding of CONTENT_CODINGS) {
              const compressed = await compressBytes(body, coding, 'build');
              if (compressed.byteLength >= body.byteLength) continue;
              await writeFile(`${file}${COPY_SUFFIX[coding]}`, compressed);
              totals[coding] += compressed.byteLength;
            }
          }),
        );
        const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
        logger.info(
          `${totals.files} files compressed: ${kb(totals.plain)} → ${kb(totals.br)} Brotli, ${kb(totals.gzip)} gzip`,
        );
      },
    },
  };
}
