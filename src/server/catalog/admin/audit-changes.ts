import { formatCents } from '#lib/money.ts';

/**
 * What a save changed, as the audit log keeps it: only the fields whose value differs, before and
 * after, and one sentence naming them ("adult-use price $35.00 → $32.00, stock 12 → 10").
 */

export type FieldFormat = 'cents' | 'own-cents' | 'grams' | 'yes-no' | 'text' | 'plain';

export interface FieldLabel {
  label: string;
  format?: FieldFormat;
}

export interface Changes {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  fields: string[];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `next` whose value differs from `current`. */
export function diffFields(current: Record<string, unknown>, next: Record<string, unknown>): Changes {
  const changes: Changes = { before: {}, after: {}, fields: [] };
  for (const [field, value] of Object.entries(next)) {
    if (value === undefined || same(current[field], value)) continue;
    changes.before[field] = current[field] ?? null;
    changes.after[field] = value;
    changes.fields.push(field);
  }
  return changes;
}

function show(value: unknown, format: FieldFormat = 'plain'): string {
  if (format === 'own-cents' && (value === null || value === undefined)) return 'the catalog’s';
  if (format === 'own-cents' && typeof value === 'number') return formatCents(value);
  if (value === null || value === undefined || value === '') return 'none';
  if (format === 'cents' && typeof value === 'number') return formatCents(value);
  if (format === 'grams' && typeof value === 'number') return `${value / 1000} g`;
  if (format === 'yes-no') return value ? 'yes' : 'no';
  if (format === 'text') return `“${String(value).length > 40 ? `${String(value).slice(0, 40)}…` : String(value)}”`;
  return Array.isArray(value) ? `${value.length} listed` : String(value);
}

/** `"adult-use price $35.00 → $32.00, stock 12 → 10"`. */
export function describeChanges(changes: Changes, labels: Record<string, FieldLabel>): string {
  return changes.fields
    .map((field) => {
      const { label, format } = labels[field] ?? { label: field };
      return `${label} ${show(changes.before[field], format)} → ${show(changes.after[field], format)}`;
    })
    .join(', ');
}

export const VARIANT_LABELS: Record<string, FieldLabel> = {
  sizeLabel: { label: 'size', format: 'text' },
  sku: { label: 'SKU' },
  weightMg: { label: 'weight', format: 'grams' },
  adultUsePriceCents: { label: 'adult-use price', format: 'cents' },
  medicalPriceCents: { label: 'medical price', format: 'cents' },
  storeAdultUsePriceCents: { label: 'own adult-use price', format: 'own-cents' },
  storeMedicalPriceCents: { label: 'own medical price', format: 'own-cents' },
  stock: { label: 'stock' },
  medicalStock: { label: 'medical stock' },
  active: { label: 'for sale', format: 'yes-no' },
  limitCategory: { label: 'limit category' },
  limitAmount: { label: 'limit amount' },
  exciseTaxable: { label: 'excise tax', format: 'yes-no' },
};
