import type { BundleLayout, BundleSource, MediaItem } from '#lib/media/media-library.ts';
import type { AuditActor } from '../dashboard/audit-log.ts';
import type { Database, Queryable } from '../db/database.ts';
import { composeBundle } from './bundle-image.ts';
import { encodeForLibrary } from './image-upload.ts';
import { addToLibrary } from './media-library.ts';
import { Refusal } from '../http/refusal.ts';
import { refuseStoreFailure, type MediaStore } from './media-store.ts';

export interface BundleOrder {
  sources: BundleSource[];
  layout: BundleLayout;
  /** `#rrggbb`. */
  background: string;
  alt: string;
}

interface SourceRow {
  [column: string]: unknown;
  kind: BundleSource['kind'];
  id: string;
  path: string;
  alt: string;
}

/** The files behind the chosen images, in the order chosen. */
async function sourcePaths(db: Queryable, sources: readonly BundleSource[]): Promise<SourceRow[]> {
  const ids = (kind: BundleSource['kind']) =>
    sources.filter((source) => source.kind === kind).map((source) => source.id);
  const rows = await db.query<SourceRow>(
    `select 'media' as kind, id, path, alt from media where id = any ($1::uuid[])
     union all
     select 'product-image', id, path, alt from product_images where id = any ($2::uuid[])`,
    [ids('media'), ids('product-image')],
  );
  return sources.map((source, index) => {
    const row = rows.find((candidate) => candidate.kind === source.kind && candidate.id === source.id);
    if (!row)
      throw new Refusal(404, `Image ${index + 1} of the bundle is no longer there. Choose it again.`, 'sources');
    return row;
  });
}

/**
 * Composes the chosen pictures (from the library or from products) into one bundle image for a
 * deal, and adds it to the library with its alt text.
 */
export async function buildBundleImage(
  db: Database,
  store: MediaStore,
  actor: AuditActor,
  order: BundleOrder,
): Promise<MediaItem> {
  const sources = await sourcePaths(db, order.sources);
  const pictures = await Promise.all(
    sources.map(async (source) => {
      const file = await store.read(source.path).catch(refuseStoreFailure);
      if (!file)
        throw new Refusal(
          422,
          `The picture “${source.alt}” is missing from the media store; choose another.`,
          'sources',
        );
      return file.body;
    }),
  );
  let composed: Uint8Array;
  try {
    composed = await composeBundle(pictures, order.layout, order.background);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(422, 'One of the chosen pictures cannot be read; choose another.', 'sources');
  }
  const image = await encodeForLibrary(composed, 'bundle');
  return addToLibrary(db, store, actor, { image, alt: order.alt, name: `bundle ${order.alt}` });
}
