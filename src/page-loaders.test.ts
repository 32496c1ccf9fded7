import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layer rule of docs/architecture.md, read from the files as text: a page's frontmatter (or a
 * non-API route file) calls one server module, which owns everything the page needs, and takes
 * the store's settings from `Astro.locals.storeSettings()` rather than reading them itself.
 */
const ROOT = resolve(import.meta.dirname, '..');
const PAGES = join(ROOT, 'src/pages');
const SERVER = join(ROOT, 'src/server');
/** The package's import aliases (`#server/*` → `./src/server/*`), as Node and Vite resolve them. */
const ALIASES = Object.entries(
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string>,
).map(([alias, target]) => ({ prefix: alias.replace(/\*$/, ''), folder: target.replace(/\*$/, '') }));

/** Where an import specifier points on disk: relative, or through an alias; null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias ? resolve(ROOT, alias.folder, specifier.slice(alias.prefix.length)) : null;
}

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
    expect(serverModules(path)).toEqual(['catalog/quick-order-page.ts']);
  });
});
