import type { SourcePackage } from '#lib/inventory/source-records.ts';
import { expectShape, type MetrcConnection } from './metrc-http.ts';
import { everyPageInWindows } from './metrc-pages.ts';
import { instantFromMetrc } from './metrc-time.ts';

/** The fields of Metrc's `Package` (and its `Item`) we read; Metrc sends many more. */
interface MetrcPackage {
  id: number;
  label: string | null;
  quantity?: number | null;
  unitOfMeasureName?: string | null;
  labTestingState?: string | null;
  isOnHold?: boolean;
  expirationDate?: string | null;
  useByDate?: string | null;
  lastModified?: string | null;
  item?: {
    name?: string | null;
    productCategoryName?: string | null;
    unitWeight?: number | null;
    unitWeightUnitOfMeasureName?: string | null;
  } | null;
}

/** Grams in one of each weight unit Metrc names. */
const GRAMS_PER: Record<string, number> = {
  Grams: 1,
  Milligrams: 0.001,
  Kilograms: 1_000,
  Ounces: 28.349523125,
  Pounds: 453.59237,
};

/** An item's unit weight in grams, or null where it declares none or an unknown unit. */
export function unitWeightGrams(weight: number | null | undefined, unit: string | null | undefined): number | null {
  if (weight === null || weight === undefined || !unit) return null;
  const factor = GRAMS_PER[unit];
  return factor === undefined ? null : Math.round(weight * factor * 1_000_000) / 1_000_000;
}

/** The earlier of two YYYY-MM-DD dates, either of which may be missing. */
function earlierDate(a: string | null | undefined, b: string | null | undefined): string | null {
  const dates = [a, b]
    .filter((date): date is string => typeof date === 'string' && date !== '')
    .map((date) => date.slice(0, 10));
  return dates.length === 0 ? null : dates.sort()[0]!;
}

function isMetrcPackage(value: unknown): value is MetrcPackage {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'number' &&
    typeof record.label === 'string' &&
    (record.quantity === undefined || record.quantity === null || typeof record.quantity === 'number') &&
    (record.item === undefined || record.item === null || typeof record.item === 'object')
  );
}

export function sourcePackageOf(record: MetrcPackage): SourcePackage {
  return {
    label: record.label ?? '',
    sourceId: String(record.id),
    itemName: record.item?.name ?? '',
    category: record.item?.productCategoryName ?? '',
    unitOfMeasure: record.unitOfMeasureName ?? '',
    unitWeightGrams: unitWeightGrams(record.item?.unitWeight, record.item?.unitWeightUnitOfMeasureName),
    quantity: record.quantity ?? 0,
    labState: record.labTestingState ?? '',
    onHold: record.isOnHold === true,
    expiresOn: earlierDate(record.expirationDate, record.useByDate),
    modifiedAt: instantFromMetrc(record.lastModified),
  };
}

function packagesOf(records: unknown[], path: string): MetrcPackage[] {
  for (const record of records) expectShape(isMetrcPackage(record), `${path} holds a package without an id and label`);
  return records as MetrcPackage[];
}

/** The facility's active packages changed in the window, in our terms. */
export async function changedPackages(
  connection: MetrcConnection,
  window: { since: Date | null; until: Date },
): Promise<SourcePackage[]> {
  const path = '/packages/v2/active';
  return packagesOf(await everyPageInWindows(connection, path, window), path).map(sourcePackageOf);
}

/** Labels of the facility's packages that became inactive (finished, sold through) in the window. */
export async function endedPackages(
  connection: MetrcConnection,
  window: { since: Date | null; until: Date },
): Promise<string[]> {
  const path = '/packages/v2/inactive';
  return packagesOf(await everyPageInWindows(connection, path, window), path).map((record) => record.label ?? '');
}
