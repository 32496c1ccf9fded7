import { z } from 'zod';
import { ContentDraftInput } from '#lib/content/content-editor.ts';
import { saveDraft } from '#server/content/admin/index.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';

const params = z.object({ id: z.uuid('There is no such page.') });

/** The editor's autosave: the draft (never the public page); answers when it was saved and its broken links. */
export const PUT = endpoint(
  { params, body: ContentDraftInput, maxBytes: 1024 * 1024 },
  async ({ params, body }, context) =>
    json(await saveDraft(context.locals.db, staffOf(context), params.id, body, context.locals.clock.now())),
);
