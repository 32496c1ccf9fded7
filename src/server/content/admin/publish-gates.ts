/**
 * What a page must pass before it goes out (published now or scheduled): the page's own checks
 * (a title, a described picture…), links to pages and pictures that exist, and the advertising
 * compliance rules, through their override gate (src/server/compliance/override-gate.ts).
 */
import { contentPageFields } from '#lib/content/content-page-fields.ts';
import { checkBlocksCompliance, checkPageCompliance } from '#lib/content/content-compliance.ts';
import { publishableBlocks } from '#lib/content/page-blocks.ts';
import type { PublishRefusalDetails } from '#lib/content/content-editor.ts';
import { fieldMessages } from '#lib/http/api-error.ts';
import type { Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { medicalOnlyProductNames, passOverrideGate, type OverrideGatePassed } from '../../compliance/override-gate.ts';
import { linkProblems } from '../link-check.ts';
import { readKnownRoutes } from '../content-routes.ts';
import { linkedMarkdown, type DraftFields, type PageState } from './content-draft.ts';

/** Refuses (400, 422) a page that may not go out at `at`; otherwise says which findings were overridden. */
export async function checkPublishGates(
  tx: Queryable,
  page: PageState,
  fields: DraftFields,
  { now, at, overrideReason }: { now: Date; at: Date; overrideReason: string | undefined },
): Promise<OverrideGatePassed> {
  const parsed = contentPageFields.safeParse({
    ...fields,
    path: page.path,
    kind: page.kind,
    status: 'published',
    ownerId: null,
    publishedAt: at,
  });
  if (!parsed.success) {
    throw new Refusal(400, 'The page is not ready to go out yet.', fieldMessages(parsed.error.issues));
  }
  const blocks = page.kind === 'blocks' ? publishableBlocks.safeParse(fields.blocks ?? []) : null;
  if (blocks && !blocks.success) {
    throw new Refusal(
      400,
      'Some blocks are not ready to go out yet.',
      fieldMessages(blocks.error.issues.map((issue) => ({ ...issue, path: ['blocks', ...issue.path] }))),
    );
  }
  const blockPictures = (fields.blocks ?? []).flatMap((block) =>
    block.kind === 'hero' && block.mediaId !== null ? [block.mediaId] : [],
  );
  if (blockPictures.length > 0) {
    const [{ missing } = { missing: 0 }] = await tx.query<{ missing: number }>(
      `select count(*)::int as missing from unnest($1::uuid[]) as chosen(id)
        where not exists (select 1 from media m where m.id = chosen.id)`,
      [blockPictures],
    );
    if (missing > 0) throw new Refusal(400, 'A block shows a picture the media library no longer has.', 'blocks');
  }

  const routes = await readKnownRoutes(tx, { now, alsoPages: [page.path] });
  const broken = linkProblems(linkedMarkdown(fields), routes);
  if (broken.length > 0) {
    const details: PublishRefusalDetails = { linkProblems: broken };
    throw new Refusal(
      422,
      `Fix ${broken.length === 1 ? 'the broken link' : `the ${broken.length} broken links`} before the page goes out.`,
      undefined,
      { details: { ...details } },
    );
  }

  const medical = { medicalOnlyProductNames: await medicalOnlyProductNames(tx) };
  const findings = [...checkPageCompliance(fields, medical), ...checkBlocksCompliance(fields.blocks ?? [], medical)];
  return passOverrideGate(findings, overrideReason, 'page');
}
