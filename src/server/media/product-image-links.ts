import type { AttachedImage, ProductWithImages } from '#lib/media/media-library.ts';
import { recordAudit, type AuditActor } from '../dashboard/audit-log.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';

/**
 * Product images (table product_images) from the media library's side: find products and the
 * images they show, show a library image on a product, take one off. Each change is the
 * product's, so it is audited as a change to the product; the storefront hears it through the
 * catalog triggers on product_images.
 */

const MAX_PRODUCTS = 24;

/** Products whose name or address matches `search` (all when empty), with their images, by name. */
export async function searchProductImages(db: Queryable, search: string): Promise<ProductWithImages[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db.query<ProductWithImages & Record<string, unknown>>(
    `select p.id, p.name, p.slug,
            json_agg(json_build_object('id', i.id, 'url', '/media/' || i.path, 'alt', i.alt, 'width', i.width, 'height', i.height)
                     order by i.position, i.created_at) as images
       from products p
       join product_images i on i.product_id = p.id
      where $1 = '' or p.name ilike $2 or p.slug ilike $2
      group by p.id
      order by p.name
      limit $3`,
    [search, pattern, MAX_PRODUCTS],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, images: row.images }));
}

/**
 * Shows a library image on a product, after its other images. The image's alt text is the
 * library's unless `alt` says otherwise. Null when the product does not exist.
 */
export async function attachMediaToProduct(
  db: Database,
  actor: AuditActor,
  productId: string,
  { mediaId, alt }: { mediaId: string; alt?: string },
): Promise<AttachedImage | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx.query<{ name: string }>('select name from products where id = $1 for update', [
      productId,
    ]);
    if (!product) return null;
    // Shared lock: the library cannot delete the image while it is being attached.
    const [media] = await tx.query<{ path: string; alt: string; width: number; height: number }>(
      'select path, alt, width, height from media where id = $1 for share',
      [mediaId],
    );
    if (!media) throw new Refusal(404, 'That image is no longer in the library.', 'mediaId');
    const [taken] = await tx.query('select 1 from product_images where product_id = $1 and path = $2', [
      productId,
      media.path,
    ]);
    if (taken) throw new Refusal(409, `${product.name} already shows this image.`, 'mediaId');
    const [row] = await tx.query<{ id: string; position: number }>(
      `insert into product_images (product_id, path, alt, width, height, position)
       values ($1, $2, $3, $4, $5, (select coalesce(max(position) + 1, 0) from product_images where product_id = $1))
       returning id, position`,
      [productId, media.path, alt ?? media.alt, media.width, media.height],
    );
    await recordAudit(tx, actor, {
      entityType: 'product',
      entityId: productId,
      action: 'image_added',
      summary: `Image “${alt ?? media.alt}” added to ${product.name} from the media library`,
      after: { imageId: row!.id, mediaId, path: media.path },
    });
    return {
      id: row!.id,
      productId,
      url: `/media/${media.path}`,
      alt: alt ?? media.alt,
      width: media.width,
      height: media.height,
      position: row!.position,
    };
  });
}

/** Takes an image off a product (the library keeps the file). False when the product has no such image. */
export async function detachProductImage(
  db: Database,
  actor: AuditActor,
  productId: string,
  imageId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.query<{ path: string; alt: string; name: string }>(
      `delete from product_images i using products p
        where i.id = $2 and i.product_id = $1 and p.id = i.product_id
       returning i.path, i.alt, p.name`,
      [productId, imageId],
    );
    if (!removed) return false;
    await recordAudit(tx, actor, {
      entityType: 'product',
      entityId: productId,
      action: 'image_removed',
      summary: `Image “${removed.alt}” removed from ${removed.name}`,
      before: { imageId, path: removed.path, alt: removed.alt },
    });
    return true;
  });
}
