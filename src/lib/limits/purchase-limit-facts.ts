/**
 * The store's purchase limits as shoppers read them, from the settings (R 420.506): what content
 * pages show where their body says `::purchase-limits`, so an article never types a number the
 * settings could contradict.
 */
import { formatLimitAmount } from './limit-amount-format.ts';
import type { PurchaseLimitSettings } from './limit-settings.ts';

export interface PurchaseLimitFact {
  /** Who and over what period, e.g. "Adult-use, per visit". */
  limit: string;
  /** The amount as a shopper reads it, e.g. "2.5 oz". */
  amount: string;
}

/** Each limit in flower-equivalent amounts, adult-use first, then how a vape cartridge counts. */
export function purchaseLimitFacts(limits: PurchaseLimitSettings): PurchaseLimitFact[] {
  return [
    { limit: 'Adult-use (21+), per visit', amount: formatLimitAmount(limits.adultUseMg) },
    { limit: 'Adult-use, concentrate within that', amount: formatLimitAmount(limits.adultUseConcentrateMg) },
    { limit: 'Medical patients, per day', amount: formatLimitAmount(limits.medicalDailyMg) },
    { limit: 'Medical patients, per calendar month', amount: formatLimitAmount(limits.medicalMonthlyMg) },
    {
      limit: 'A vape cartridge counts as',
      amount:
        limits.vapeLimitCategory === 'concentrate'
          ? 'concentrate, gram for gram'
          : 'gaseous: 7 g of vape = 1 oz of flower',
    },
  ];
}
