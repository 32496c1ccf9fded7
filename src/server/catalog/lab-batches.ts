import { potencyOf, potencyValues, toNumber, type Potency } from './potency.ts';
import { ACTIVE_BATCH } from '#lib/catalog/sellable.ts';
import type { BatchStatus, PotencyUnit } from '#lib/vocabulary/catalog.ts';

export interface Terpene {
  name: string;
  percent: number | null;
}

export interface LabBatch {
  batchNumber: string;
  labName: string;
  /** 'YYYY-MM-DD' */
  testedOn: string;
  potency: Potency | null;
  terpenes: Terpene[];
  /** A certificate of analysis (http(s) or a site path); anything else is dropped. */
  coaUrl: string | null;
  /** True when the batch is active and not past its expiry date. */
  sellable: boolean;
  status: BatchStatus;
}

const LAB_BATCHES_SHOWN = 10;

/** A batch as LAB_BATCHES_JSON reads it. */
export interface LabBatchRow {
  batch_number: string;
  lab_name: string;
  tested_on: string;
  thc_percent: string | null;
  cbd_percent: string | null;
  thc_mg: string | null;
  cbd_mg: string | null;
  terpenes: unknown;
  coa_url: string | null;
  status: BatchStatus;
  sellable: boolean;
}

/**
 * The lab-tested batches of the product `p` as one JSON array, sellable ones first, then newest
 * first: a column of the product page's one statement (product-page.ts). Batches that can no
 * longer be sold stay listed with their status so a recall is visible to shoppers.
 */
export const LAB_BATCHES_JSON = `(select coalesce(json_agg(shown order by shown.sellable desc, shown.tested_on desc, shown.created_at desc), '[]'::json)
     from (select b.batch_number, b.lab_name, b.tested_on::text as tested_on,
                  b.thc_percent::text, b.cbd_percent::text, b.thc_mg::text, b.cbd_mg::text,
                  b.terpenes, b.coa_url, b.status, (${ACTIVE_BATCH}) as sellable, b.created_at
             from batches b where b.product_id = p.id
            order by (${ACTIVE_BATCH}) desc, b.tested_on desc, b.created_at desc
            limit ${LAB_BATCHES_SHOWN}) shown)`;

/** The batches LAB_BATCHES_JSON read, as the product page shows them. */
export function labBatchesOf(
  rows: readonly LabBatchRow[],
  potencyUnit: PotencyUnit,
  servingsPerPackage: number | null,
): LabBatch[] {
  return rows.map((batch) => ({
    batchNumber: batch.batch_number,
    labName: batch.lab_name,
    testedOn: batch.tested_on,
    potency: potencyOf(potencyUnit, potencyValues(batch), servingsPerPackage),
    terpenes: parseTerpenes(batch.terpenes),
    coaUrl: safeLink(batch.coa_url),
    sellable: batch.sellable,
    status: batch.status,
  }));
}

/** `[{"name": "myrcene", "percent": 0.8}]`, tolerating hand-edited JSON. */
export function parseTerpenes(value: unknown): Terpene[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { name, percent } = item as { name?: unknown; percent?: unknown };
    if (typeof name !== 'string' || name.trim() === '') return [];
    return [{ name: name.trim(), percent: toNumber(percent) }];
  });
}

/** Only web links and site paths: a `javascript:` URL typed into the dashboard must never render. */
export function safeLink(url: string | null): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
