import { Refusal } from '../dashboard/refusal.ts';

/**
 * How a dashboard save ends: done, or refused with the status and message the endpoint answers
 * and the fields to mark. A refusal found inside a transaction is thrown as a `Refusal`, so the
 * transaction rolls back and nothing of the save is kept.
 */
export type SaveOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; fields?: Record<string, string[]> };

/** Unique constraints a person can run into, and the field and message each means. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  products_slug_key: { field: 'slug', message: 'Another product already uses this web address name.' },
  variants_sku_key: { field: 'sku', message: 'Another size already has this SKU.' },
  batches_product_id_batch_number_key: { field: 'batchNumber', message: 'This product already has a batch with this number.' },
};

function uniqueViolation(error: unknown): { field: string; message: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, constraint_name: constraintName } = error as { code?: string; constraint?: string; constraint_name?: string };
  if (code !== '23505') return undefined;
  return UNIQUE_FIELDS[constraint ?? constraintName ?? ''];
}

/** Runs a save; a refusal, or a unique value taken by a save that raced this one, becomes its outcome. */
export async function settle<T>(save: () => Promise<T>): Promise<SaveOutcome<T>> {
  try {
    return { ok: true, value: await save() };
  } catch (error) {
    if (error instanceof Refusal) {
      return { ok: false, status: error.status, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    }
    const unique = uniqueViolation(error);
    if (unique) return { ok: false, status: 409, message: unique.message, fields: { [unique.field]: [unique.message] } };
    throw error;
  }
}

/** A 409 for a value another record holds, marked on its field. */
export function conflict(field: string, message: string): Refusal {
  return new Refusal(409, message, field);
}

export function notFound(message: string): Refusal {
  return new Refusal(404, message);
}
