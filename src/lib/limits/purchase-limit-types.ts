/** The shapes of the purchase-limit engine (purchase-limits.ts re-exports them). */
import type { MenuMode } from '../menu-query.ts';
import type { LimitCategory } from '../vocabulary/catalog.ts';
import type { PurchaseLimitSettings } from './limit-settings.ts';

/** A cart line as the limits see it: `limitAmount` is one unit's milligrams (µL for infused liquids). */
export interface LimitedItem {
  limitCategory: LimitCategory;
  limitAmount: number;
  /** Whole units, at least 1. */
  quantity: number;
  name?: string;
}

/** Adult-use: per transaction, and its concentrate share. Medical: per day and per month. */
export type LimitName = 'adult_transaction' | 'adult_concentrate' | 'medical_daily' | 'medical_monthly';

/** A limit a purchase would pass. Amounts are flower-equivalent mg (concentrate mg for `adult_concentrate`). */
export interface LimitViolation {
  limit: LimitName;
  limitMg: number;
  /** What counts before the request: a medical patient's earlier orders, plus the cart for an addition. */
  alreadyUsedMg: number;
  /** What the request (the order, or the item being added) adds. */
  requestedMg: number;
  /** `limitMg − alreadyUsedMg`, never below 0: the room the request had. */
  remainingMg: number;
  /** One sentence for the shopper that names the limit and the room left. */
  message: string;
}

/** How much of a limit is used, counting earlier orders for medical limits. */
export interface LimitUsage {
  limit: LimitName;
  limitMg: number;
  usedMg: number;
  /** `limitMg − usedMg`, never below 0. */
  remainingMg: number;
}

/** Flower-equivalent mg a patient already bought in this store (earlier orders, not this cart). */
export interface MedicalHistory {
  todayMg: number;
  thisMonthMg: number;
}

/**
 * Who is buying and under which limits. A medical sale without `medicalHistory` counts as a
 * patient's first purchase of the month: the cart may do that, but order placement must pass the
 * patient's history.
 */
export interface LimitContext {
  mode: MenuMode;
  settings: PurchaseLimitSettings;
  medicalHistory?: MedicalHistory;
}
