import { statementError } from '../../db/statement-error.ts';
import { Refusal } from '../../http/refusal.ts';

/**
 * How the catalog's saves refuse: by throwing a `Refusal` (inside the transaction, so it rolls
 * back and nothing of the save is kept), which the endpoint answers with its status and fields.
 */

/** Unique constraints a person can run into, and the field and message each means. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  products_slug_key: { field: 'slug', message: 'Another product already uses this web address name.' },
  variants_sku_key: { field: 'sku', message: 'Another size already has this SKU.' },
  batches_product_id_batch_number_key: {
    field: 'batchNumber',
    message: 'This product already has a batch with this number.',
  },
};

function uniqueViolation(error: unknown): { field: string; message: string } | undefined {
  const failed = statementError(error);
  return failed?.code === '23505' ? UNIQUE_FIELDS[failed.constraint ?? ''] : undefined;
}

/** Runs a save; a unique value taken by a save that raced this one is refused like one found taken before. */
export async function refusingTakenValues<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const unique = uniqueViolation(error);
    if (unique) throw conflict(unique.field, unique.message);
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
