import { z } from 'zod';
import { readContentEditor } from '#server/content/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

const query = z.object({
  path: z
    .string()
    .max(300)
    .regex(/^\/[a-z0-9/-]*$/, 'No page is at that address.'),
});

/** The editor's data of the page at `?path=`. */
export const GET = endpoint({ query }, async ({ query }, { locals }) => {
  const { timeZone } = await locals.storeSettings();
  return json(await readContentEditor(locals.db, query.path, { now: locals.clock.now(), timeZone }));
});
