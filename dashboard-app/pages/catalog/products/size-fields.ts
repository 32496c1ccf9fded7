import type { EditorVariant, VariantInput } from '#lib/catalog/product-editor.ts';
import type { LimitCategory } from '#lib/vocabulary/catalog.ts';
import { dollarsText, gramsText, parseDollars, parseGrams, parseStock } from '#lib/staff/typed-numbers.ts';

/** A size's fields as the form holds them (typed text) and read back into what the server takes. */
export interface SizeText {
  sizeLabel: string;
  sku: string;
  weight: string;
  adultUsePrice: string;
  medicalPrice: string;
  stock: string;
  active: boolean;
  limitCategory: LimitCategory;
  limitAmount: string;
  exciseTaxable: boolean;
}

export const NEW_SIZE: SizeText = {
  sizeLabel: '',
  sku: '',
  weight: '',
  adultUsePrice: '',
  medicalPrice: '',
  stock: '0',
  active: true,
  limitCategory: 'none',
  limitAmount: '0',
  exciseTaxable: true,
};

export function sizeText(variant: EditorVariant): SizeText {
  return {
    sizeLabel: variant.sizeLabel,
    sku: variant.sku,
    weight: variant.weightMg === null ? '' : gramsText(variant.weightMg),
    adultUsePrice: dollarsText(variant.adultUsePriceCents),
    medicalPrice: variant.medicalPriceCents === null ? '' : dollarsText(variant.medicalPriceCents),
    stock: String(variant.stock),
    active: variant.active,
    limitCategory: variant.limitCategory,
    limitAmount: String(variant.limitAmount),
    exciseTaxable: variant.exciseTaxable,
  };
}

/**
 * The typed fields read into a size (field names as the server names them, so its messages land
 * on the same fields), or the message beside each field that does not read.
 */
export function readSize(
  text: SizeText,
): { ok: true; value: VariantInput } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const weight = text.weight.trim() === '' ? null : parseGrams(text.weight);
  const adult = parseDollars(text.adultUsePrice);
  const medical = text.medicalPrice.trim() === '' ? null : parseDollars(text.medicalPrice);
  const stock = parseStock(text.stock);
  const limitAmount = /^\d+$/.test(text.limitAmount.trim()) ? Number(text.limitAmount.trim()) : null;
  if (weight && !weight.ok) fields.weightMg = weight.message;
  if (!adult.ok) fields.adultUsePriceCents = adult.message;
  if (medical && !medical.ok) fields.medicalPriceCents = medical.message;
  if (!stock.ok) fields.stock = stock.message;
  if (limitAmount === null) fields.limitAmount = 'Enter the limit amount as a whole number.';
  else if (text.limitCategory !== 'none' && limitAmount === 0)
    fields.limitAmount = 'Enter how much of the limit one unit uses.';
  if (text.sizeLabel.trim() === '') fields.sizeLabel = 'Enter the size label.';
  if (text.sku.trim() === '') fields.sku = 'Enter the SKU.';
  if (Object.keys(fields).length > 0 || !adult.ok || !stock.ok || limitAmount === null) return { ok: false, fields };
  return {
    ok: true,
    value: {
      sizeLabel: text.sizeLabel.trim(),
      sku: text.sku.trim(),
      weightMg: weight && weight.ok ? weight.value : null,
      adultUsePriceCents: adult.value,
      medicalPriceCents: medical && medical.ok ? medical.value : null,
      stock: stock.value,
      active: text.active,
      limitCategory: text.limitCategory,
      limitAmount,
      exciseTaxable: text.exciseTaxable,
    },
  };
}

/** The fields of `next` that differ from the size as loaded: stock is sent only when it was edited, so sales meanwhile stand. */
export function changedFields(current: EditorVariant, next: VariantInput): Partial<VariantInput> {
  const changes: Partial<VariantInput> = {};
  for (const key of Object.keys(next) as (keyof VariantInput)[]) {
    if (next[key] !== current[key]) (changes as Record<string, unknown>)[key] = next[key];
  }
  return changes;
}
