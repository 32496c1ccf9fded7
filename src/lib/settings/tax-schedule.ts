import { z } from 'zod';
import { TAX_CUSTOMER_TYPES, TAXES, type Tax, type TaxCustomerType } from '../vocabulary/taxes.ts';
import { percentField } from './settings-fields.ts';
import { calendarDate } from './store-settings-input.ts';

/**
 * The settings page's tax schedule: every rate with the day it starts, for every store or one
 * store. A new rate starts at midnight (the store's time) on a day after today; a rate in effect
 * is never changed (what each sale paid is on its order), and a rate not yet in effect may be
 * withdrawn. The standing rates are the taxes form's.
 */

export interface ScheduledTaxRateView {
  id: string;
  tax: Tax;
  customerType: TaxCustomerType;
  /** Null: every store. */
  store: { id: string; name: string } | null;
  rateBps: number;
  /** The store-local day it starts, 'YYYY-MM-DD'; null for a standing rate (in effect since always). */
  startsOn: string | null;
  /** `upcoming` has not started; `current` is charged now; `ended` was followed by a later rate. */
  state: 'upcoming' | 'current' | 'ended';
}

export interface DashboardTaxSchedule {
  /** Every store first, then by store name, tax, customer type and start. */
  rates: ScheduledTaxRateView[];
  /** The stores a rate may be for. */
  stores: { id: string; name: string }[];
  /** The organization's today, 'YYYY-MM-DD': a new rate starts on a later day. */
  today: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NO_SUCH_STORE = 'Choose a store from the list, or every store.';

/** A rate to add: which tax on whose sales, where, how much and from which day. */
export const NewTaxRateInput = z
  .object({
    tax: z.enum(TAXES, { error: 'Choose the tax.' }),
    customerType: z.enum(TAX_CUSTOMER_TYPES, { error: 'Choose whose sales it is charged on.' }),
    storeId: z
      .union([z.string(), z.null()], { error: NO_SUCH_STORE })
      .optional()
      .transform((value, context) => {
        const typed = value?.trim() ?? '';
        if (typed === '') return null;
        if (UUID.test(typed)) return typed.toLowerCase();
        context.addIssue({ code: 'custom', message: NO_SUCH_STORE });
        return z.NEVER;
      }),
    rate: percentField,
    startsOn: calendarDate,
  })
  .superRefine((rate, context) => {
    if (rate.tax === 'excise' && rate.customerType !== 'adult') {
      context.addIssue({
        code: 'custom',
        path: ['customerType'],
        message: 'The excise tax is charged on adult-use cannabis only (MCL 333.27963(4)).',
      });
    }
  });
export type NewTaxRate = z.output<typeof NewTaxRateInput>;

const START_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "from Jan 1, 2027" for a rate's store-local first day; "since always" for a standing rate. */
export function taxRateStartLabel(startsOn: string | null): string {
  return startsOn === null ? 'since always' : `from ${START_DAY.format(new Date(`${startsOn}T12:00:00Z`))}`;
}
