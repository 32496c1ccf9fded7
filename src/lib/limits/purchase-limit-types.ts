/** The shapes of the purchase-limit engine (purchase-limits.ts re-exports them). */
import type { MenuMode } from '../catalog/menu-query.ts';
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

/**
 * Adult-use: per visit (one person's orders handed over together: decision 55), and its
 * concentrate share. Medical: per day and per month.
 */
export type LimitName = 'adult_visit' | 'adult_concentrate' | 'medical_daily' | 'medical_monthly';

/** A limit a purchase would pass. Amounts are flower-equivalent mg (concentrate mg for `adult_concentrate`). */
export interface LimitViolation {
  limit: LimitName;
  limitMg: number;
  /** What counts before the request: the person's earlier orders of the day, month or visit, plus the cart for an addition. */
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
 * What the same person's other open adult-use orders for the same day's pickup hold: they are
 * handed over in one visit, so the visit's limits count them with the order being placed.
 */
export interface AdultVisitHistory {
  /** Flower-equivalent mg. */
  flowerMg: number;
  /** The share of it that counts toward the concentrate limit. */
  concentrateMg: number;
}

/**
 * Who is buying and under which limits. A medical sale without `medicalHistory` counts as a
 * patient's first purchase of the month, and an adult-use one without `adultVisit` as the only
 * order of its visit: the cart may do that, but order placement must pass the person's orders.
 */
export interface LimitContext {
  mode: MenuMode;
  settings: PurchaseLimitSettings;
  medicalHistory?: MedicalHistory;
  adultVisit?: AdultVisitHistory;
}
