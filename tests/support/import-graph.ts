import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The project's modules and the imports between them, read from the files as text: enough to
 * hold the layer rules (a page calls one server module; the server has no import cycle).
 */

export const ROOT = resolve(import.meta.dirname, '../..');

/** The package's import aliases (`#server/*` → `./src/server/*`), as Node and Vite resolve them. */
const ALIASES = Object.entries(
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string>,
).map(([alias, target]) => ({ prefix: alias.replace(/\*$/, ''), folder: target.replace(/\*$/, '') }));

/** Where an import specifier points on disk: relative, or through an alias; null for a package. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias ? resolve(ROOT, alias.folder, specifier.slice(alias.prefix.length)) : null;
}

/** The TypeScript modules under a folder, tests aside. */
export function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The project's modules a module loads as it is itself loaded: its static imports and re-exports,
 * packages aside. `import type` and `export type` are erased and load nothing; an inline
 * `{ type A }` still loads its module (the project compiles with verbatimModuleSyntax), and a
 * dynamic `import()` loads only when it runs.
 */
export function loadedModules(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const statements = text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"`=]*?\bfrom\s*)?['"]([^'"]+)['"]/gm);
  const modules = [...statements]
    .filter((statement) => statement[1] === undefined)
    .map((statement) => resolveSpecifier(path, statement[2]!))
    .filter((module) => module !== null);
  return [...new Set(modules)];
}

/** Every project module loading `entry` loads, itself included. */
export function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const module = pending.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    pending.push(...loadedModules(module));
  }
  return seen;
}

/**
 * The import cycles among the given modules: each a group of two or more modules that all load
 * one another (strongly connected components, by Tarjan's walk), or one module loading itself.
 */
export function importCycles(modules: string[]): string[][] {
  const within = new Set(modules);
  const edges = new Map(modules.map((module) => [module, loadedModules(module).filter((next) => within.has(next))]));
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(module: string): void {
    index.set(module, index.size);
    lowest.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of edges.get(module)!) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(module, Math.min(lowest.get(module)!, index.get(next)!));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || edges.get(module)!.includes(module)) cycles.push(group.sort());
  }

  for (const module of modules) if (!index.has(module)) visit(module);
  return cycles;
}

/** The code of a file that runs on the server: an .astro file's frontmatter, or the whole module. */
function serverCodeOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return text;
  return /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
}

/**
 * Every project module a file names, packages aside: static imports, type imports, re-exports and
 * dynamic `import()` alike (an .astro file's frontmatter only: its scripts run in the browser).
 */
export function namedModules(path: string): string[] {
  const specifiers = [
    ...serverCodeOf(path).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]!);
  const modules = specifiers.map((specifier) => resolveSpecifier(path, specifier)).filter((module) => module !== null);
  return [...new Set(modules)];
}

/** Every file under a folder a build or a run can load (.ts, .tsx, .astro, .mjs), tests and type tests aside. */
export function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.(tsx?|astro|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
