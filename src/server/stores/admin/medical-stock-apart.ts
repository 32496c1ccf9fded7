import { STOCK_APART_LICENCE_KINDS, type StoreDetail } from '#lib/stores/store-admin.ts';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { statementError } from '../../db/statement-error.ts';
import { Refusal } from '../../http/refusal.ts';
import { loadStoreDetail, refuseClosedStore } from './store-directory.ts';

/**
 * The switch "Keep medical and adult-use stock apart" of a co-located store (decision 73): on only
 * while the store holds both an adult-use retailer and a medical provisioning center licence, off
 * only once its medical stock is empty, and while on, neither licence is removed. Each rule is
 * checked here first, with the reason; the database's own refusal of the same says the same.
 */

const SWITCH = '“Keep medical and adult-use stock apart”';

const needsBothLicences = (name: string) =>
  `${name} can keep medical and adult-use stock apart only while it holds both an adult-use retailer and a medical provisioning center licence.`;

const keepsBothLicences = (name: string) =>
  `${name} keeps medical and adult-use stock apart, so it keeps both its adult-use retailer and medical provisioning center licences. Turn off ${SWITCH} on its store page first.`;

const medicalStockLeft = (name: string, units: number) =>
  `${name} still has ${units} ${units === 1 ? 'unit' : 'units'} of medical stock. Sell them or record their count at 0 before it keeps one stock.`;

/** The database's refusal of a wrong switch or of a licence a store keeping stock apart needs, as a 409. */
export function stockApartRefusal(error: unknown, name = 'The store'): Refusal | undefined {
  const failed = statementError(error);
  if (failed?.constraint === 'medical_stock_apart_needs_both_licences') {
    return new Refusal(409, failed.message.includes('keeps both') ? keepsBothLicences(name) : needsBothLicences(name));
  }
  if (failed?.constraint === 'medical_stock_apart_needs_empty_medical_stock') {
    return new Refusal(
      409,
      `${name} still has medical stock. Sell it or record its count at 0 before it keeps one stock.`,
    );
  }
  return undefined;
}

/** Runs one statement, answering the database's refusal of a stock-apart rule as a 409. */
export async function refusingStockApartBreaks<T>(work: () => Promise<T>, name?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw stockApartRefusal(error, name) ?? error;
  }
}

/**
 * Refuses (409) removing either licence a store keeping its stock apart needs; `storeId` null is
 * the default store (the settings page's licences).
 */
export async function refuseDroppingStockApartLicences(
  tx: Queryable,
  storeId: string | null,
  droppedKinds: readonly string[],
): Promise<void> {
  if (!droppedKinds.some((kind) => (STOCK_APART_LICENCE_KINDS as readonly string[]).includes(kind))) return;
  const [store] = await tx.query<{ name: string }>(
    'select name from stores where id = coalesce($1::uuid, public.default_store_id()) and medical_stock_apart',
    [storeId],
  );
  if (store) throw new Refusal(409, keepsBothLicences(store.name));
}

/**
 * Switches whether the store keeps its medical stock apart, audited; the same state again writes
 * nothing. A store the scope may not see is not there (404).
 */
export async function setMedicalStockApart(
  db: Database,
  actor: AuditActor,
  scope: StoreScope,
  storeId: string,
  apart: boolean,
): Promise<{ changed: boolean; store: StoreDetail }> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from stores where id = $1 for update', [storeId]);
    const store = await loadStoreDetail(tx, scope, storeId);
    refuseClosedStore(store);
    if (store.medicalStockApart === apart) return { changed: false, store };
    if (apart) {
      const held = new Set(store.licences.map((licence) => licence.kind));
      if (!STOCK_APART_LICENCE_KINDS.every((kind) => held.has(kind)))
        throw new Refusal(409, needsBothLicences(store.name));
    } else {
      const [medical] = await tx.query<{ units: number }>(
        `select coalesce(sum(stock), 0)::int as units from store_variants where store_id = $1 and pool = 'medical'`,
        [storeId],
      );
      if (medical!.units > 0) throw new Refusal(409, medicalStockLeft(store.name, medical!.units));
    }
    await refusingStockApartBreaks(
      () => tx.query('update stores set medical_stock_apart = $2, updated_at = now() where id = $1', [storeId, apart]),
      store.name,
    );
    await recordAudit(tx, actor, {
      entityType: 'store',
      entityId: storeId,
      action: apart ? 'medical_stock_apart' : 'one_stock',
      summary: apart
        ? `${store.name}: keeps medical and adult-use stock apart`
        : `${store.name}: keeps one stock for medical and adult-use customers`,
      before: { medicalStockApart: !apart },
      after: { medicalStockApart: apart },
      storeId,
    });
    return { changed: true, store: await loadStoreDetail(tx, scope, storeId) };
  });
}
