import { z } from 'zod';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { makeDefaultStore } from '#server/stores/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such store.') });

/** Makes a store the default one (admins). */
export const POST = endpoint({ params }, async ({ params }, context) =>
  json(await makeDefaultStore(context.locals.db, staffOf(context), params.id)),
);
