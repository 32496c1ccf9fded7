import { ContentListQuery, NewContentPage } from '#lib/content/content-editor.ts';
import { createContentPage, listContentPages } from '#server/content/admin/index.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';

/** Every content page (`?kind=&status=&q=`), the latest change first. */
export const GET = endpoint({ query: ContentListQuery }, async ({ query }, { locals }) =>
  json(await listContentPages(locals.db, query)),
);

/** A new draft page (kind, title, slug); answers 201 with its id and address. */
export const POST = endpoint({ body: NewContentPage }, async ({ body }, context) =>
  json(await createContentPage(context.locals.db, staffOf(context), body, context.locals.clock.now()), 201),
);
