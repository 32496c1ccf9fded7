import type { GuardedPackage } from '#lib/inventory/listing-guard.ts';

/** The columns of `store_packages` (alias `p`) the listing guard and the packages list read. */
export const PACKAGE_COLUMNS = `p.id, p.label, p.item_name, p.category, p.unit_of_measure,
  p.unit_weight_grams::float8 as unit_weight_grams, p.quantity::float8 as quantity, p.lab_state, p.on_hold,
  to_char(p.expires_on, 'YYYY-MM-DD') as expires_on, p.variant_id, p.pool, p.weight_confirmed_at, p.gone_at`;

export interface PackageRow {
  [column: string]: unknown;
  id: string;
  label: string;
  item_name: string;
  category: string;
  unit_of_measure: string;
  unit_weight_grams: number | null;
  quantity: number;
  lab_state: string;
  on_hold: boolean;
  expires_on: string | null;
  variant_id: string | null;
  pool: 'all' | 'adult' | 'medical';
  weight_confirmed_at: Date | null;
  gone_at: Date | null;
}

/** A package row as the listing guard reads it. */
export function packageFromRow(row: PackageRow): GuardedPackage {
  return {
    category: row.category,
    unitOfMeasure: row.unit_of_measure,
    unitWeightGrams: row.unit_weight_grams,
    quantity: row.quantity,
    labState: row.lab_state,
    onHold: row.on_hold,
    expiresOn: row.expires_on,
    variantId: row.variant_id,
    weightConfirmed: row.weight_confirmed_at !== null,
    gone: row.gone_at !== null,
  };
}
