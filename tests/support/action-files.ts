import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Astro Actions under `src/actions`, read as text: every `name: defineAction(…)` of every
 * area (`export const area = { … }`), as the name the browser posts to (`/_actions/area.name`).
 */

const ACTIONS_ROOT = fileURLToPath(new URL('../../src/actions', import.meta.url));

export function actionNames(): string[] {
  return readdirSync(ACTIONS_ROOT)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .flatMap((name) => {
      const text = readFileSync(join(ACTIONS_ROOT, name), 'utf8');
      const area = /^export const (\w+) = \{$/m.exec(text)?.[1];
      if (!area) return [];
      return [...text.matchAll(/^ {2}(\w+): defineAction\(/gm)].map((match) => `${area}.${match[1]}`);
    });
}
