import type { SourcePackage } from '#lib/inventory/source-records.ts';
import type { DutchieInventoryItem } from './dutchie-records.ts';

/**
 * One Dutchie POS inventory item as a package of ours (decision 81). Dutchie's `packageId` is the
 * state system's package id (`TransactionItem.packageId` says so), the Metrc tag; an item without
 * one (an accessory Metrc does not track) is no package of ours and gives null.
 */
export function dutchiePackage(item: DutchieInventoryItem): SourcePackage | null {
  const label = item.packageId?.trim();
  if (!label) return null;
  const unitOfMeasure = unitOfMeasureOf(item.quantityUnits);
  return {
    label,
    sourceId: String(item.inventoryId),
    itemName: item.productName ?? '',
    // Dutchie's own category names, not Metrc's item categories: it does not expose those.
    category: item.category ?? item.masterCategory ?? '',
    unitOfMeasure,
    // `unitWeight` is "always g"; it is a unit's weight only for items sold by the unit.
    unitWeightGrams: unitOfMeasure === 'Each' && item.unitWeight && item.unitWeight > 0 ? item.unitWeight : null,
    quantity: item.quantityAvailable,
    labState: labStateOf(item.labTestStatus),
    // `packageStatus` is "Active", or a reason it may not be sold ("Testing", "Quarantine").
    onHold: Boolean(item.packageStatus?.trim()) && item.packageStatus?.trim().toLowerCase() !== 'active',
    expiresOn: /^\d{4}-\d{2}-\d{2}/.exec(item.expirationDate ?? '')?.[0] ?? null,
    modifiedAt: utcInstant(item.lastModifiedDateUtc),
  };
}

/** Dutchie's `quantityUnits` ("g", "mg", "ea") in Metrc's words; anything else as Dutchie wrote it. */
const UNITS: Record<string, string> = {
  g: 'Grams',
  gram: 'Grams',
  grams: 'Grams',
  mg: 'Milligrams',
  oz: 'Ounces',
  lb: 'Pounds',
  lbs: 'Pounds',
  ea: 'Each',
  each: 'Each',
};

function unitOfMeasureOf(units: string | null | undefined): string {
  const unit = (units ?? '').trim();
  return UNITS[unit.toLowerCase()] ?? unit;
}

/** `labTestStatus` ("Passed", "Failed", "Pending") as Metrc's lab testing state; '' when unknown. */
const LAB_STATES: Record<string, string> = {
  passed: 'TestPassed',
  failed: 'TestFailed',
  pending: 'SubmittedForTesting',
};

function labStateOf(status: string | null | undefined): string {
  return LAB_STATES[(status ?? '').trim().toLowerCase()] ?? '';
}

/**
 * A Dutchie UTC timestamp as an ISO instant. Its date-times often come without a zone
 * ("2026-12-07T21:14:03.517"); the field's name says UTC, so that is how they are read.
 */
function utcInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const at = Date.parse(zoned);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
