/**
 * The dashboard's media library: uploads, alt text, deletion, bundle images, and the product
 * images the catalog's editor attaches and detaches; the one entry its endpoints use. Every change
 * writes its staff audit entry; files go to the store this instance is configured for.
 */
import type { MediaItem } from '#lib/media/media-library.ts';
import type { RuntimeConfig } from '../../config/runtime-config.ts';
import type { AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { buildBundleImage, type BundleOrder } from '../bundle-builder.ts';
import { mediaStoreFor } from '../configured-media-store.ts';
import { prepareUpload } from '../image-upload.ts';
import { addToLibrary, deleteMedia } from '../media-library.ts';

export { listMedia, updateMediaAlt } from '../media-library.ts';
export { attachMediaToProduct, detachProductImage, searchProductImages } from '../product-image-links.ts';

/** Where the library's files go: the configuration `mediaStoreFor` reads. */
type StoreConfig = Pick<RuntimeConfig, 'mediaDir' | 'supabase' | 'mediaBucket'>;

/** An uploaded file, judged by its content (not its name or declared type), added to the library. */
export async function uploadToLibrary(
  db: Database,
  config: StoreConfig,
  actor: AuditActor,
  upload: { bytes: Uint8Array; alt: string; name: string },
): Promise<MediaItem> {
  const image = await prepareUpload(upload.bytes);
  return addToLibrary(db, mediaStoreFor(config), actor, { image, alt: upload.alt, name: upload.name });
}

/** Deletes an image and its files; false when there is no such image. */
export function deleteFromLibrary(db: Database, config: StoreConfig, actor: AuditActor, id: string): Promise<boolean> {
  return deleteMedia(db, mediaStoreFor(config), actor, id);
}

/** Composes the chosen pictures into one bundle image, added to the library. */
export function composeBundleImage(
  db: Database,
  config: StoreConfig,
  actor: AuditActor,
  order: BundleOrder,
): Promise<MediaItem> {
  return buildBundleImage(db, mediaStoreFor(config), actor, order);
}
