import { randomBytes } from 'node:crypto';
import type { MediaItem, MediaUse } from '#lib/media/media-library.ts';
import { slugify } from '#lib/slug.ts';
import { recordAudit, type AuditActor } from '../dashboard/audit-log.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { PreparedImage } from './image-upload.ts';
import { Refusal } from '../http/refusal.ts';
import { refuseStoreFailure, type MediaStore } from './media-store.ts';

/**
 * The media library's records (table `media`) and their files in the media store, kept together:
 * files are written before the row and removed if the row is not; a row is deleted before its
 * files, so a file may outlive its row (harmless) but no row ever names a missing file.
 */

const FOLDER = 'library';
const WEBP = 'image/webp';

interface MediaRow {
  [column: string]: unknown;
  id: string;
  path: string;
  alt: string;
  width: number;
  height: number;
  byte_size: number;
  content_type: string;
  source: MediaItem['source'];
  variant_widths: number[];
  original_name: string;
  uploaded_by_email: string | null;
  created_at: Date;
  used_by: MediaUse[];
}

/** The path of the copy `width` pixels wide: `library/x.webp` → `library/x-400.webp` (as the storefront's srcset expects). */
export function variantPath(path: string, width: number): string {
  return path.replace(/\.webp$/, `-${width}.webp`);
}

function toItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    path: row.path,
    url: `/media/${row.path}`,
    alt: row.alt,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    contentType: row.content_type,
    source: row.source,
    originalName: row.original_name,
    variants: row.variant_widths.map((width) => ({ width, url: `/media/${variantPath(row.path, width)}` })),
    uploadedBy: row.uploaded_by_email,
    createdAt: row.created_at.toISOString(),
    usedBy: row.used_by,
  };
}

const SELECT_MEDIA = `
  select m.id, m.path, m.alt, m.width, m.height, m.byte_size, m.content_type, m.source, m.variant_widths,
         m.original_name, m.created_at, u.email as uploaded_by_email,
         coalesce((select json_agg(json_build_object('productId', p.id, 'productName', p.name, 'imageId', i.id)
                                   order by p.name, i.position)
                     from product_images i join products p on p.id = i.product_id
                    where i.path = m.path), '[]'::json) as used_by
    from media m
    left join auth.users u on u.id = m.uploaded_by`;

/** The library, newest first, each image with the products that show it. */
export async function listMedia(db: Queryable, { limit = 500 }: { limit?: number } = {}): Promise<MediaItem[]> {
  const rows = await db.query<MediaRow>(`${SELECT_MEDIA} order by m.created_at desc, m.id limit $1`, [limit]);
  return rows.map(toItem);
}

/** One image of the library, or null. */
export async function getMedia(db: Queryable, id: string): Promise<MediaItem | null> {
  const [row] = await db.query<MediaRow>(`${SELECT_MEDIA} where m.id = $1`, [id]);
  return row ? toItem(row) : null;
}

/** A new path in the library, readable in a URL: `library/blue-dream-flower-3f9c2a1b.webp`. */
function newPath(name: string): string {
  const stem = slugify(name.replace(/\.[a-z0-9]{1,5}$/i, ''), 48) || 'image';
  return `${FOLDER}/${stem}-${randomBytes(4).toString('hex')}.webp`;
}

export interface NewMedia {
  image: PreparedImage;
  alt: string;
  /** The uploaded file's name (or a name for a composed image); it names the file. */
  name: string;
}

/** Stores an image that passed the checks (image-upload.ts) and records it, with the audit entry. */
export async function addToLibrary(
  db: Database,
  store: MediaStore,
  actor: AuditActor,
  { image, alt, name }: NewMedia,
): Promise<MediaItem> {
  const path = newPath(name);
  const files = [
    { path, bytes: image.bytes },
    ...image.variants.map((variant) => ({ path: variantPath(path, variant.width), bytes: variant.bytes })),
  ];
  const written: string[] = [];
  try {
    for (const file of files) {
      await store.put(file.path, file.bytes, WEBP);
      written.push(file.path);
    }
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into media (path, alt, width, height, byte_size, content_type, source, variant_widths, original_name, uploaded_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         returning id`,
        [
          path,
          alt,
          image.width,
          image.height,
          image.bytes.byteLength,
          WEBP,
          image.source,
          image.variants.map((variant) => variant.width),
          name.slice(0, 255),
          actor.id,
        ],
      );
      await recordAudit(tx, actor, {
        entityType: 'media',
        entityId: row!.id,
        action: image.source === 'bundle' ? 'bundle_created' : 'uploaded',
        summary: `${image.source === 'bundle' ? 'Composed a bundle image' : `Uploaded ${name || 'an image'}`} (${image.width} × ${image.height}): “${alt}”`,
        after: { path, alt, width: image.width, height: image.height, source: image.source },
      });
      return row!.id;
    });
    return (await getMedia(db, id))!;
  } catch (error) {
    await store
      .remove(written)
      .catch((cleanup: unknown) => console.error('Could not remove the files of a failed upload:', cleanup));
    refuseStoreFailure(error);
  }
}

/** Changes an image's alt text; null when there is no such image. */
export async function updateMediaAlt(
  db: Database,
  actor: AuditActor,
  id: string,
  alt: string,
): Promise<MediaItem | null> {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.query<{ alt: string }>('select alt from media where id = $1 for update', [id]);
    if (!before) return false;
    if (before.alt === alt) return true;
    await tx.query('update media set alt = $2, updated_at = now() where id = $1', [id, alt]);
    await recordAudit(tx, actor, {
      entityType: 'media',
      entityId: id,
      action: 'alt_changed',
      summary: `Description changed from “${before.alt}” to “${alt}”`,
      before: { alt: before.alt },
      after: { alt },
    });
    return true;
  });
  return changed ? getMedia(db, id) : null;
}

function productList(uses: readonly MediaUse[]): string {
  const names = [...new Set(uses.map((use) => use.productName))];
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/**
 * Deletes an image and its files. Refused (409) while a product or a content page shows it: it
 * would lose its picture without anyone deciding so. Returns false when there is no such image.
 */
export async function deleteMedia(db: Database, store: MediaStore, actor: AuditActor, id: string): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.query<MediaRow>(`${SELECT_MEDIA} where m.id = $1 for update of m`, [id]);
    if (!row) return null;
    const products = new Set(row.used_by.map((use) => use.productId)).size;
    if (products > 0) {
      throw new Refusal(
        409,
        `This image is shown on ${products === 1 ? 'a product' : `${products} products`}: ${productList(row.used_by)}. Remove it from ${products === 1 ? 'that product' : 'them'} before deleting it.`,
      );
    }
    // A hero block's picture counts too, published or in a draft.
    const pages = await tx.query<{ title: string }>(
      `select p.title from content_pages p left join content_drafts d on d.page_id = p.id
        where p.hero_media_id = $1
           or coalesce(p.blocks, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('mediaId', $1::text))
           or coalesce(d.blocks, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('mediaId', $1::text))
        order by p.title`,
      [id],
    );
    if (pages.length > 0) {
      throw new Refusal(
        409,
        `This image is the picture at the top of ${pages.length === 1 ? 'a page' : `${pages.length} pages`}: ${pages.map((page) => page.title).join(', ')}. Choose another picture there before deleting it.`,
      );
    }
    await tx.query('delete from media where id = $1', [id]);
    await recordAudit(tx, actor, {
      entityType: 'media',
      entityId: id,
      action: 'deleted',
      summary: `Deleted “${row.alt}” (${row.path})`,
      before: { path: row.path, alt: row.alt, width: row.width, height: row.height },
    });
    return row;
  });
  if (!removed) return false;
  const paths = [removed.path, ...removed.variant_widths.map((width) => variantPath(removed.path, width))];
  await store
    .remove(paths)
    .catch((error: unknown) => console.error(`Could not remove the files of ${removed.path}:`, error));
  return true;
}
