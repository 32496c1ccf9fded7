/**
 * The store's purchase limits (R 420.506), in flower-equivalent milligrams. They are settings
 * (table `store_settings`), so a change in the law needs no code change. The type lives here, in
 * the isomorphic layer, because the cart in the browser checks the same limits as the server.
 */
import type { VapeLimitCategory } from '../vocabulary/catalog.ts';

export interface PurchaseLimitSettings {
  /** Adult-use: per visit, the person's other open orders for that day's pickup included (2.5 oz = 70 870 mg by default). */
  adultUseMg: number;
  /** Adult-use: the concentrate share of a visit (15 g by default). */
  adultUseConcentrateMg: number;
  /** Medical: per day, counting the patient's earlier orders that day (2.5 oz). */
  medicalDailyMg: number;
  /** Medical: per calendar month, counting the patient's earlier orders that month (10 oz). */
  medicalMonthlyMg: number;
  /** What a vape cartridge counts as: concentrate (1:1, and toward the concentrate limit) or gaseous (7 g = 1 oz). */
  vapeLimitCategory: VapeLimitCategory;
}
