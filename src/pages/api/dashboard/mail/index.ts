import { OutboxQuery } from '#lib/mail/outbox.ts';
import { endpoint, json } from '#server/http/index.ts';
import { listOutbox } from '#server/mail/admin/index.ts';

/** Every email in the outbox, newest first, 50 a page (`?page=`), or those to addresses starting with `?q=`. */
export const GET = endpoint({ query: OutboxQuery }, async ({ query }, { locals }) =>
  json(await listOutbox(locals.db, query, locals.clock.now())),
);
