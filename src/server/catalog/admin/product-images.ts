import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { notFound, refusingTakenValues } from './save-refusals.ts';

/** Changes the text that describes a product image to people who cannot see it (uploads are the media library's). */
export function updateImageAlt(
  db: Database,
  actor: AuditActor,
  productId: string,
  imageId: string,
  alt: string,
): Promise<{ changed: boolean }> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const [image] = await tx.query<{ alt: string; name: string }>(
        `select i.alt, p.name from product_images i join products p on p.id = i.product_id
          where i.id = $1 and i.product_id = $2 for update of i`,
        [imageId, productId],
      );
      if (!image) throw notFound('That image is no longer on this product.');
      if (image.alt === alt) return { changed: false };
      await tx.query('update product_images set alt = $2 where id = $1', [imageId, alt]);
      await tx.query('update products set updated_at = now() where id = $1', [productId]);
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: productId,
        action: 'image_alt_changed',
        summary: `${image.name}: image description changed to “${alt}”`,
        before: { imageId, alt: image.alt },
        after: { imageId, alt },
      });
      return { changed: true };
    }),
  );
}
