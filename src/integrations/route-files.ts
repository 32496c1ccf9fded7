import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:route-files';
const RESOLVED_ID = `\0${MODULE_ID}`;
const PAGES_DIR = 'src/pages';

/**
 * `virtual:route-files`: the paths of the files under `src/pages` (`/src/pages/products/[slug].astro`),
 * read from the folder when the module is built, from which the server makes the project's route
 * table (src/server/routing/page-routes.ts). A list of names, not imports: importing the pages
 * from server code would make Astro count every page's styles as every other page's. Used by the
 * Astro build and dev server and by Vitest.
 */
export function routeFiles(): Plugin {
  let root = process.cwd();
  return {
    name: 'river-raisin:route-files',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = readdirSync(path.join(root, PAGES_DIR), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
        .sort();
      return `export default ${JSON.stringify(files)};`;
    },
    configureServer(server) {
      // A page added or removed while `astro dev` runs is in the table from the next request on.
      const pages = path.join(root, PAGES_DIR);
      const changed = (file: string) => {
        if (!file.startsWith(pages)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('add', changed).on('unlink', changed);
    },
  };
}
