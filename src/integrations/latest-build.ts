import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { LATEST_BUILD_FILE, type LatestBuild } from '#lib/navigation/new-build.ts';

/**
 * Gives each build an id: baked into the browser scripts as `import.meta.env.BUILD_ID` and written
 * to `latest-build.json` in the client output, which the Node adapter serves as a static file.
 * Open pages compare the two to notice a deployment (src/browser/new-build-check.ts).
 */
export function latestBuild(): AstroIntegration {
  const buildId = `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'river-raisin:latest-build',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { 'import.meta.env.BUILD_ID': JSON.stringify(buildId) } } });
      },
      'astro:build:done': async ({ dir }) => {
        const latest: LatestBuild = { buildId };
        await writeFile(new URL(LATEST_BUILD_FILE, dir), `${JSON.stringify(latest)}\n`);
      },
    },
  };
}
