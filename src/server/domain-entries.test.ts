import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedModules, ROOT, sourceFilesUnder } from '../../tests/support/import-graph.ts';

/**
 * The layer rule of docs/architecture.md § Domains, read from the files as text. Everything
 * outside src/server reaches it through entries: a folder's `index.ts`, a domain's dashboard side
 * `admin/index.ts`, or a file at the top of src/server. A domain's other files are private to it:
 * another domain imports its entries too. An endpoint or an Action calls one entry, besides the
 * http helpers. Tests may reach any file: they exercise the parts.
 */
const SERVER = join(ROOT, 'src/server');

/** The machinery every domain uses: not domains, so their files are shared within src/server. */
const MACHINERY = new Set([
  'auth',
  'cache',
  'compliance',
  'config',
  'dashboard',
  'db',
  'http',
  'jobs',
  'middleware',
  'monitoring',
  'routing',
  'security',
  'seo',
  'serving',
  'sms',
  'staging',
]);

/** The most server files the rest of the project may import: the entries, and no more. */
const MOST_ENTRIES = 40;

/** The folder of src/server a module lives in ('' for a file at the top), and its path inside it. */
function placeOf(module: string): { folder: string; inside: string } {
  const [folder, ...rest] = relative(SERVER, module).split(sep);
  return rest.length === 0 ? { folder: '', inside: folder! } : { folder: folder!, inside: rest.join('/') };
}

export function isEntry(module: string): boolean {
  const { folder, inside } = placeOf(module);
  return folder === '' || inside === 'index.ts' || inside === 'admin/index.ts';
}

/** Each import of a server module that the layer rule refuses, as "importer → imported". */
export function entryBreaches(root: string, files: string[]): string[] {
  const server = join(root, 'src/server');
  return files.flatMap((file) => {
    const from = file.startsWith(`${server}${sep}`) ? relative(server, file).split(sep) : null;
    return namedModules(file)
      .filter((module) => module.startsWith(`${server}${sep}`))
      .filter((module) => {
        const [folder, ...rest] = relative(server, module).split(sep);
        const inside = rest.join('/');
        if (rest.length === 0 || inside === 'index.ts' || inside === 'admin/index.ts') return false;
        if (from === null) return true;
        return from.length > 1 && from[0] !== folder && !MACHINERY.has(folder!);
      })
      .map((module) => `${relative(root, file)} → ${relative(root, module)}`);
  });
}

const productFiles = ['src', 'scripts'].flatMap((folder) => sourceFilesUnder(join(ROOT, folder)));
const outsideServer = productFiles.filter((file) => !file.startsWith(`${SERVER}${sep}`));
const serverFiles = productFiles.filter((file) => file.startsWith(`${SERVER}${sep}`));
const endpointsAndActions = productFiles.filter(
  (file) => file.startsWith(join(ROOT, 'src/pages/api') + sep) || file.startsWith(join(ROOT, 'src/actions') + sep),
);
const HTTP_HELPERS = join(SERVER, 'http') + sep;

describe('the server’s entries', () => {
  it('are the only server files the rest of the project imports', () => {
    expect(entryBreaches(ROOT, outsideServer)).toEqual([]);
  });

  it('are the only files of a domain another domain imports', () => {
    expect(entryBreaches(ROOT, serverFiles)).toEqual([]);
  });

  it.each(endpointsAndActions.map((file) => ({ file: relative(ROOT, file), path: file })))(
    '$file calls one server entry besides the http helpers',
    ({ path }) => {
      const entries = namedModules(path).filter(
        (module) => module.startsWith(`${SERVER}${sep}`) && !module.startsWith(HTTP_HELPERS),
      );
      expect(entries.length, entries.map((module) => relative(SERVER, module)).join(', ')).toBeLessThanOrEqual(1);
    },
  );

  it(`number at most ${MOST_ENTRIES}`, () => {
    const imported = new Set(
      outsideServer.flatMap((file) => namedModules(file)).filter((module) => module.startsWith(`${SERVER}${sep}`)),
    );
    expect([...imported].map((module) => relative(SERVER, module)).sort().length).toBeLessThanOrEqual(MOST_ENTRIES);
  });

  it('leave no dashboard twin: no *-admin folder in src/server, no src/lib/dashboard', () => {
    const twins = readdirSync(SERVER).filter((name) => name.endsWith('-admin'));
    expect(twins).toEqual([]);
    expect(existsSync(join(ROOT, 'src/lib/dashboard'))).toBe(false);
  });

  it('refuses a private file reached from a page or from another domain, and allows the entries', () => {
    const root = mkdtempSync(join(tmpdir(), 'domain-entries-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('src/server/orders/index.ts', "export { a } from './order-rows.ts';\n");
    write('src/server/orders/order-rows.ts', "import { db } from '../db/database.ts';\nexport const a = db;\n");
    write('src/server/orders/admin/index.ts', "export { a } from '../order-rows.ts';\n");
    write('src/server/db/database.ts', 'export const db = 1;\n');
    write(
      'src/server/rewards/points.ts',
      "import { a } from '../orders/order-rows.ts';\nimport { b } from '../orders/index.ts';\n",
    );
    write('src/pages/orders.astro', "---\nimport { a } from '../server/orders/order-rows.ts';\n---\n<p>{a}</p>\n");
    write('src/pages/api/orders.ts', "import { a } from '../../server/orders/admin/index.ts';\n");
    try {
      const files = [
        'src/server/orders/order-rows.ts',
        'src/server/orders/admin/index.ts',
        'src/server/rewards/points.ts',
        'src/pages/orders.astro',
        'src/pages/api/orders.ts',
      ];
      expect(
        entryBreaches(
          root,
          files.map((file) => join(root, file)),
        ),
      ).toEqual([
        'src/server/rewards/points.ts → src/server/orders/order-rows.ts',
        'src/pages/orders.astro → src/server/orders/order-rows.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});
