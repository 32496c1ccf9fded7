import { LICENCE_KIND_LABELS, LICENCE_KINDS, type LicenceKind, type StoreDetail } from '#lib/stores/store-admin.ts';
import type { StoreInput } from '#lib/stores/store-input.ts';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { loadStoreDetail, refuseClosedStore } from './store-directory.ts';
import { writeStoreHours, writeStoreLicences } from './store-licences-and-hours.ts';

const ALL_STORES: StoreScope = { allowed: 'all', store: null };

/** A slug another store has already: refused beside the field, before anything is written. */
async function refuseTakenSlug(tx: Queryable, slug: string, storeId: string | null): Promise<void> {
  const [taken] = await tx.query<{ name: string }>(
    'select name from stores where slug = $1 and id is distinct from $2',
    [slug, storeId],
  );
  if (taken) throw new Refusal(409, `The store ${taken.name} has the address /stores/${slug} already.`, 'slug');
}

/** The store's licences become exactly the ones given. */
function licencesByKind(licences: StoreInput['licences']) {
  return Object.fromEntries(
    LICENCE_KINDS.map((kind) => [kind, licences.find((licence) => licence.kind === kind) ?? null]),
  ) as Record<LicenceKind, StoreInput['licences'][number] | null>;
}

/** The store's weekly hours per service; no pickup week means orders are handed over in the in-store hours. */
async function writeHours(tx: Queryable, storeId: string, hours: StoreInput['hours']): Promise<void> {
  await writeStoreHours(tx, storeId, 'in_store', hours.inStore);
  await writeStoreHours(tx, storeId, 'pickup', hours.pickup);
}

const STORE_FIELDS = `slug = $2, name = $3, street_address = $4, city = $5, region = $6, postal_code = $7,
  municipality = $8, timezone = $9, phone = $10, email = $11, pickup_slot_minutes = $12,
  pickup_slot_capacity = $13, order_hold_minutes = $14`;

function storeValues(storeId: string, input: StoreInput): unknown[] {
  return [
    storeId,
    input.slug,
    input.name,
    input.street,
    input.city,
    input.region,
    input.postalCode,
    input.municipality,
    input.timeZone,
    input.phone,
    input.email,
    input.slotMinutes,
    input.slotCapacity,
    input.orderHoldMinutes,
  ];
}

/** The form's values of a stored store, to compare and log beside what was sent. */
function formOf(detail: StoreDetail): StoreInput {
  return {
    name: detail.name,
    slug: detail.slug,
    street: detail.street,
    city: detail.city,
    region: detail.region,
    postalCode: detail.postalCode,
    municipality: detail.municipality,
    timeZone: detail.timeZone as StoreInput['timeZone'],
    phone: detail.phone,
    email: detail.email,
    licences: detail.licences,
    hours: detail.hours,
    slotMinutes: detail.slotMinutes,
    slotCapacity: detail.slotCapacity,
    orderHoldMinutes: detail.orderHoldMinutes,
  };
}

const FIELD_NAMES: Record<keyof StoreInput, string> = {
  name: 'name',
  slug: 'web address',
  street: 'street address',
  city: 'city',
  region: 'state',
  postalCode: 'ZIP code',
  municipality: 'municipality',
  timeZone: 'time zone',
  phone: 'phone',
  email: 'email',
  licences: 'licences',
  hours: 'hours',
  slotMinutes: 'slot length',
  slotCapacity: 'orders per slot',
  orderHoldMinutes: 'hold time',
};

const sortedLicences = (licences: StoreInput['licences']) => [...licences].sort((a, b) => a.kind.localeCompare(b.kind));

/**
 * Adds a store with its licences and hours, one transaction with its audit entry. It sells
 * nothing yet: its stock comes from stock entry, store by store. Its online ordering starts
 * open, and it joins the end of the stores' order.
 */
export async function createStore(db: Database, actor: AuditActor, input: StoreInput): Promise<StoreDetail> {
  return db.transaction(async (tx) => {
    // One store added at a time, so two admins adding the same address are told so beside the field.
    await tx.query('lock table stores in share row exclusive mode');
    await refuseTakenSlug(tx, input.slug, null);
    const [created] = await tx.query<{ id: string }>(
      `insert into stores (slug, name, position) values ($1, $2, (select coalesce(max(position), 0) + 1 from stores))
       returning id`,
      [input.slug, input.name],
    );
    const storeId = created!.id;
    await tx.query(
      `update stores set ${STORE_FIELDS}, opened_on = current_date where id = $1`,
      storeValues(storeId, input),
    );
    await writeStoreLicences(tx, storeId, licencesByKind(input.licences));
    await writeHours(tx, storeId, input.hours);
    const detail = await loadStoreDetail(tx, ALL_STORES, storeId);
    await recordAudit(tx, actor, {
      entityType: 'store',
      entityId: storeId,
      action: 'created',
      summary: `Store ${input.name} added in ${input.city} (/stores/${input.slug}), licences ${sortedLicences(
        input.licences,
      )
        .map((licence) => `${LICENCE_KIND_LABELS[licence.kind]} ${licence.number}`)
        .join(', ')}`,
      after: formOf(detail),
    });
    return detail;
  });
}

/**
 * Saves a store's form: its facts, licences and hours, in one transaction with its audit entry
 * naming the fields that changed; the same values again write nothing. The default store's
 * address, licences and pickup settings reach the organization's settings row through its
 * mirror (decision 61). A closed store keeps its records as they were.
 */
export async function updateStore(
  db: Database,
  actor: AuditActor,
  scope: StoreScope,
  storeId: string,
  input: StoreInput,
): Promise<{ changed: boolean; store: StoreDetail }> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from stores where id = $1 for update', [storeId]);
    const stored = await loadStoreDetail(tx, scope, storeId);
    refuseClosedStore(stored);
    await refuseTakenSlug(tx, input.slug, storeId);
    const before = formOf(stored);
    const after: StoreInput = { ...input, licences: sortedLicences(input.licences) };
    const changed = (Object.keys(FIELD_NAMES) as (keyof StoreInput)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    if (changed.length === 0) return { changed: false, store: stored };

    await writeStoreLicences(tx, storeId, licencesByKind(input.licences));
    await tx.query(`update stores set ${STORE_FIELDS}, updated_at = now() where id = $1`, storeValues(storeId, input));
    if (changed.includes('hours')) await writeHours(tx, storeId, input.hours);
    await recordAudit(tx, actor, {
      entityType: 'store',
      entityId: storeId,
      action: 'updated',
      summary: `${stored.name}: changed ${changed.map((key) => FIELD_NAMES[key]).join(', ')}`,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return { changed: true, store: await loadStoreDetail(tx, scope, storeId) };
  });
}
