import { z } from 'zod';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { closeStore } from '#server/stores/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such store.') });

/** Closes a store for good (admins): not the default store, nor one with open orders. */
export const POST = endpoint({ params }, async ({ params }, context) =>
  json(await closeStore(context.locals.db, staffOf(context), params.id, context.locals.clock.now())),
);
