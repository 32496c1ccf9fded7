/**
 * The customer reports' words (retention, new vs returning customers): who counts as a customer,
 * and where a customer stands in a period of a report. Each definition is the sentence staff read
 * beside the figure.
 */

export const CUSTOMER_DEFINITION =
  'A customer is an account, or for guest orders an email address; a guest’s orders join the account once it claims them. Only placed, accepted, ready and picked-up orders count.';

export const NET_SALES_DEFINITION = 'Item prices less deals, points and referral credit, before taxes.';

/** Where a customer stands in a period, by what they ordered before it (the lifecycle chart's series). */
export const LIFECYCLE_STAGES = ['new', 'returning', 'resurrected', 'dormant'] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

export const LIFECYCLE_LABELS: Readonly<Record<LifecycleStage, string>> = {
  new: 'New',
  returning: 'Returning',
  resurrected: 'Resurrected',
  dormant: 'Dormant',
};

export const LIFECYCLE_DEFINITIONS: Readonly<Record<LifecycleStage, string>> = {
  new: 'Placed their first order ever in this period.',
  returning: 'Ordered in this period and in the period before.',
  resurrected: 'Ordered in this period and at some time before, but not in the period before.',
  dormant: 'Ordered in the period before but not in this one.',
};

/** New vs returning customers: split by whether their first order ever falls in the period. */
export const NEW_CUSTOMER_DEFINITION = 'Customers whose first order ever was placed in the period.';
export const RETURNING_CUSTOMER_DEFINITION = 'Customers who ordered in the period and had ordered before it.';
