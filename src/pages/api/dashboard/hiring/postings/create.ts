import { hiringClockOf, readPostingFormContext } from '#server/hiring/admin/index.ts';
import { endpoint, json } from '#server/http/index.ts';

/** What the new posting form checks against as it is typed: the store's name and address, its time zone. */
export const GET = endpoint({}, async (_, context) =>
  json(await readPostingFormContext(context.locals.db, await hiringClockOf(context))),
);
