import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier, ROOT } from '../tests/support/import-graph.ts';

/**
 * The layer rule of docs/architecture.md, read from the files as text: a page's frontmatter (or a
 * non-API route file) calls one server module, which owns everything the page needs, and takes
 * the store's settings from `Astro.locals.storeSettings()` rather than reading them itself.
 */
const PAGES = join(ROOT, 'src/pages');
const SERVER = join(ROOT, 'src/server');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(PAGES, 'api') ? [] : pageFiles(path);
    return /\.(astro|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The code that runs on the server for a page: an .astro file's frontmatter, or a whole route file. */
function serverCode(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return text;
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  return match?.[1] ?? '';
}

/** Every module under src/server the code imports (static or dynamic), as paths from src/server. */
function serverModules(path: string): string[] {
  const specifiers = [...serverCode(path).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
  const modules = specifiers
    .map((specifier) => resolveSpecifier(path, specifier))
    .filter((module) => module !== null)
    .filter((module) => module.startsWith(`${SERVER}/`))
    .map((module) => relative(SERVER, module));
  return [...new Set(modules)].sort();
}

const pages = pageFiles(PAGES).map((path) => ({ page: relative(PAGES, path), path }));

describe('pages and their server modules', () => {
  it('finds the pages', () => {
    expect(pages.map(({ page }) => page)).toEqual(
      expect.arrayContaining(['products/[slug].astro', 'account/orders.astro', 'sitemap.xml.ts', '404.astro']),
    );
  });

  it.each(pages)('$page calls at most one server module', ({ path }) => {
    expect(serverModules(path).length, serverModules(path).join(', ')).toBeLessThanOrEqual(1);
  });

  it.each(pages)('$page takes the store settings from locals', ({ path }) => {
    expect(serverModules(path)).not.toContain('settings/store-settings.ts');
  });

  it('reads the server modules a page imports', () => {
    const path = join(PAGES, 'quick-order.astro');
    expect(serverModules(path)).toEqual(['catalog/index.ts']);
  });
});
