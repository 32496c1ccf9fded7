/**
 * Potency as the menu and the product page print it: percent for flower, vapes and concentrates,
 * milligrams per package (and per serving when the servings are known) for infused goods, as
 * Michigan labels do (R 420.504). Values come from a lab-tested batch, never from the strain.
 */
import type { PotencyUnit } from '#lib/vocabulary/catalog.ts';
import { decimal } from '#lib/formats.ts';

export interface Potency {
  unit: PotencyUnit;
  thc: number | null;
  cbd: number | null;
  /** Milligrams per serving, only for `mg` products whose servings per package are known. */
  thcPerServing: number | null;
  cbdPerServing: number | null;
  servings: number | null;
  /** "THC 24.1% · CBD 0.1%" or "THC 100 mg · CBD 5 mg". */
  label: string;
  /** "10 mg THC per serving · 10 servings", or null. */
  servingLabel: string | null;
}

export interface BatchPotencyValues {
  thcPercent: number | null;
  cbdPercent: number | null;
  thcMg: number | null;
  cbdMg: number | null;
}

/** Postgres `numeric` arrives as a string; null stays null. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The potency columns as a batch (or a menu row copying one) stores them: numeric, so strings. */
export interface PotencyColumns {
  thc_percent: unknown;
  cbd_percent: unknown;
  thc_mg: unknown;
  cbd_mg: unknown;
}

/** Reads the four potency columns of a row. */
export function potencyValues(row: PotencyColumns): BatchPotencyValues {
  return {
    thcPercent: toNumber(row.thc_percent),
    cbdPercent: toNumber(row.cbd_percent),
    thcMg: toNumber(row.thc_mg),
    cbdMg: toNumber(row.cbd_mg),
  };
}

function perServing(total: number | null, servings: number | null): number | null {
  if (total === null || !servings) return null;
  return Math.round((total / servings) * 100) / 100;
}

/** The potency of one batch, or null when the lab reported nothing for its unit. */
export function potencyOf(
  unit: PotencyUnit,
  values: BatchPotencyValues,
  servingsPerPackage: number | null,
): Potency | null {
  const thc = unit === 'percent' ? values.thcPercent : values.thcMg;
  const cbd = unit === 'percent' ? values.cbdPercent : values.cbdMg;
  if (thc === null && cbd === null) return null;
  const suffix = unit === 'percent' ? '%' : ' mg';
  const label = [
    thc === null ? null : `THC ${decimal.format(thc)}${suffix}`,
    cbd === null ? null : `CBD ${decimal.format(cbd)}${suffix}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const servings = unit === 'mg' && servingsPerPackage ? servingsPerPackage : null;
  const thcPerServing = perServing(thc, servings);
  const cbdPerServing = perServing(cbd, servings);
  // "0 mg CBD per serving" says nothing a shopper needs; the package label already shows the zero.
  const servingParts = [
    thcPerServing ? `${decimal.format(thcPerServing)} mg THC` : null,
    cbdPerServing ? `${decimal.format(cbdPerServing)} mg CBD` : null,
  ].filter(Boolean);
  const servingLabel =
    servings && servingParts.length > 0
      ? `${servingParts.join(' and ')} per serving · ${servings} ${servings === 1 ? 'serving' : 'servings'}`
      : null;
  return { unit, thc, cbd, thcPerServing, cbdPerServing, servings, label, servingLabel };
}

/** A list row's potency: the product's unit and servings, and its newest lot's values. */
export interface ListPotencyColumns extends PotencyColumns {
  potency_unit: PotencyUnit;
  servings_per_package: number | null;
}

/** The potency label of a list row (a menu card, a related product), or null without one. */
export function potencyLabelOf(row: ListPotencyColumns): string | null {
  return potencyOf(row.potency_unit, potencyValues(row), row.servings_per_package)?.label ?? null;
}
