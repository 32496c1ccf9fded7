import type { PackageChange, PackageListItem, PackagesPage } from '#lib/inventory/inventory-admin.ts';
import { UNLISTED_REASONS, unlistedReason, unitWeightOutOfBounds } from '#lib/inventory/listing-guard.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { inOneTransaction, type Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { packageFromRow, PACKAGE_COLUMNS, type PackageRow } from '../package-record.ts';
import { deriveSizeStock } from '../size-stock.ts';

/**
 * A store's packages as its managers see them (decision 77): every package its source holds, the
 * size each is sold as, and why one is not on the menu. Mapping a package to a size and
 * confirming an unusual unit weight are audited, and re-derive the sizes' stock at once.
 */

type ListedRow = PackageRow & { size_name: string | null; today: string };

const LISTED = `select ${PACKAGE_COLUMNS},
         case when v.id is null then null else pr.name || ', ' || v.size_label end as size_name,
         to_char(($2::timestamptz at time zone s.timezone)::date, 'YYYY-MM-DD') as today
    from store_packages p
    join stores s on s.id = p.store_id
    left join variants v on v.id = p.variant_id
    left join products pr on pr.id = v.product_id`;

function listItem(row: ListedRow): PackageListItem {
  const unlisted = unlistedReason(packageFromRow(row), row.today);
  return {
    id: row.id,
    label: row.label,
    itemName: row.item_name,
    category: row.category,
    quantity: row.quantity,
    unitOfMeasure: row.unit_of_measure,
    unitWeightGrams: row.unit_weight_grams,
    labState: row.lab_state,
    onHold: row.on_hold,
    expiresOn: row.expires_on,
    variantId: row.variant_id,
    sizeName: row.size_name,
    weightConfirmedAt: row.weight_confirmed_at ? row.weight_confirmed_at.toISOString() : null,
    unlisted,
    unlistedSentence: unlisted ? UNLISTED_REASONS[unlisted] : null,
  };
}

/** Every package of the store, active ones first by item; the catalog's sizes to map them to. */
export async function listStorePackages(db: Queryable, store: ScopeStore, now: Date): Promise<PackagesPage> {
  const rows = await db.query<ListedRow>(
    `${LISTED} where p.store_id = $1 order by p.gone_at is not null, p.item_name, p.label`,
    [store.id, now],
  );
  const [source] = await db.query<{ kind: PackagesPage['sourceKind'] }>(
    'select kind from store_inventory_sources where store_id = $1',
    [store.id],
  );
  const sizes = await db.query<{ id: string; name: string }>(
    `select v.id, p.name || ', ' || v.size_label as name
       from variants v join products p on p.id = v.product_id
      where v.active order by p.name, v.weight_mg nulls first, v.size_label`,
  );
  return { storeName: store.name, sourceKind: source?.kind ?? 'own', packages: rows.map(listItem), sizes };
}

/**
 * Maps a package to a size (or to none), or confirms its unit weight; audited with the store, and
 * the sizes concerned get their stock again. A package not at the store is not there (404); a
 * weight that needs no confirmation is refused (409), so the log holds only real confirmations.
 */
export function changeStorePackage(
  db: Queryable,
  actor: AuditActor,
  store: ScopeStore,
  packageId: string,
  change: PackageChange,
  now: Date,
): Promise<PackageListItem> {
  return inOneTransaction(db, async (tx) => {
    const read = async () => {
      const [row] = await tx.query<ListedRow>(`${LISTED} where p.store_id = $1 and p.id = $3`, [
        store.id,
        now,
        packageId,
      ]);
      if (!row) throw new Refusal(404, 'That package is not at this store.');
      return row;
    };
    await tx.query('select 1 from store_packages where id = $1 and store_id = $2 for update', [packageId, store.id]);
    const current = await read();
    if ('variantId' in change) {
      if (change.variantId === current.variant_id) return listItem(current);
      if (change.variantId !== null) {
        const [size] = await tx.query('select 1 from variants where id = $1', [change.variantId]);
        if (!size) throw new Refusal(400, 'There is no such size in the catalog.', 'variantId');
      }
      await tx.query('update store_packages set variant_id = $2 where id = $1', [packageId, change.variantId]);
      const mapped = await read();
      await recordAudit(tx, actor, {
        entityType: 'store_package',
        entityId: packageId,
        action: 'map',
        summary: `${current.item_name} (${current.label}) at ${store.name}: sold as ${mapped.size_name ?? 'no size'}${current.size_name ? ` (was ${current.size_name})` : ''}`,
        before: { variantId: current.variant_id },
        after: { variantId: change.variantId },
        storeId: store.id,
      });
      await deriveSizeStock(
        tx,
        store.id,
        [current.variant_id, change.variantId].filter((id): id is string => id !== null),
        now,
      );
      return listItem(mapped);
    }
    const pkg = packageFromRow(current);
    if (pkg.weightConfirmed || !unitWeightOutOfBounds(pkg)) {
      throw new Refusal(409, 'This package’s unit weight is usual for its category: there is nothing to confirm.');
    }
    await tx.query('update store_packages set weight_confirmed_at = $2, weight_confirmed_by = $3 where id = $1', [
      packageId,
      now,
      actor.id,
    ]);
    await recordAudit(tx, actor, {
      entityType: 'store_package',
      entityId: packageId,
      action: 'confirm_weight',
      summary: `${current.item_name} (${current.label}) at ${store.name}: unit weight of ${current.unit_weight_grams} g confirmed for ${current.category}`,
      before: { weightConfirmed: false },
      after: { weightConfirmed: true, unitWeightGrams: current.unit_weight_grams },
      storeId: store.id,
    });
    if (current.variant_id) await deriveSizeStock(tx, store.id, [current.variant_id], now);
    return listItem(await read());
  });
}
