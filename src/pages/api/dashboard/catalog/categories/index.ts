import { categoryInputSchema } from '#lib/catalog/categories.ts';
import { createCategory, listCategoryTree } from '#server/catalog/admin/index.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';

/** The whole category tree with each category's filters and product count. */
export const GET = endpoint({}, async (_input, { locals }) => json({ categories: await listCategoryTree(locals.db) }));

/** Adds a category. */
export const POST = endpoint({ body: categoryInputSchema }, async ({ body }, context) =>
  json(await createCategory(context.locals.db, staffOf(context), body), 201),
);
