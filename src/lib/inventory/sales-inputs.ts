import { z } from 'zod';
import { calendarDate } from '../settings/store-settings-input.ts';

/** The end-of-day reconciliation's address: `?day=YYYY-MM-DD`, the store's today when left out. */
export const ReconciliationQuery = z.object({ day: calendarDate.optional() });

export const MAX_VOID_REASON = 300;

/** Voiding a handed-over sale in Metrc: why, in the manager's words (kept in the audit log). */
export const SaleVoidInput = z.object({
  reason: z
    .string({ error: 'Say why the sale is voided.' })
    .trim()
    .min(1, 'Say why the sale is voided.')
    .max(MAX_VOID_REASON, `Keep the reason under ${MAX_VOID_REASON} characters.`),
});
