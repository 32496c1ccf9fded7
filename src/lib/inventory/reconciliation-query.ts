import { z } from 'zod';
import { calendarDate } from '../settings/store-settings-input.ts';

/** The end-of-day reconciliation's address: `?day=YYYY-MM-DD`, the store's today when left out. */
export const ReconciliationQuery = z.object({ day: calendarDate.optional() });
