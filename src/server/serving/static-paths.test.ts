import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticPathTest } from './static-paths.ts';

describe('which requests may be static files', () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'rr-client-'));
  mkdirSync(path.join(clientDir, '_astro'));
  writeFileSync(path.join(clientDir, '_astro', 'app.js'), '');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '');
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const mayBeStatic = createStaticPathTest(clientDir);

  it('sends the build folder’s own entries to the static handler', () => {
    expect(mayBeStatic('/_astro/app.js')).toBe(true);
    expect(mayBeStatic('/_astro/missing.js?v=1')).toBe(true);
    expect(mayBeStatic('/favicon.svg')).toBe(true);
    expect(mayBeStatic('//favicon.svg')).toBe(true);
    expect(mayBeStatic('/%5Fastro/app.js')).toBe(true);
  });

  it('sends pages and endpoints straight to the app', () => {
    expect(mayBeStatic('/')).toBe(false);
    expect(mayBeStatic('/?searchTerm=gummies')).toBe(false);
    expect(mayBeStatic('/category/flower?type=hybrid')).toBe(false);
    expect(mayBeStatic('/api/health')).toBe(false);
    expect(mayBeStatic('/favicon.svg.html')).toBe(false);
  });

  it('leaves a path that does not decode to the adapter, which refuses it', () => {
    expect(mayBeStatic('/%E0%A4%A')).toBe(true);
    expect(mayBeStatic('/category/%ZZ')).toBe(true);
  });

  it('knows no static file when the build has no client folder', () => {
    expect(createStaticPathTest(path.join(clientDir, 'missing'))('/_astro/app.js')).toBe(false);
  });
});
