/**
 * The words of the tax schedule (`tax_rates`): which tax, and whose sale it is charged on. A
 * customer type is the sale's menu (`MenuMode`: adult-use or medical) for cannabis, and
 * `non_cannabis` for goods that are not cannabis (merch, accessories) on either menu. The
 * database's check constraints hold the same values.
 */
import type { MenuMode } from '../catalog/menu-query.ts';

export const TAXES = ['excise', 'sales'] as const;
export type Tax = (typeof TAXES)[number];

export const TAX_CUSTOMER_TYPES = ['adult', 'medical', 'non_cannabis'] as const satisfies readonly (
  MenuMode | 'non_cannabis'
)[];
export type TaxCustomerType = (typeof TAX_CUSTOMER_TYPES)[number];

/**
 * Every rate the store charges: the marihuana retailer excise tax on adult-use cannabis only
 * (MCL 333.27963(4)), the sales tax on every sale.
 */
export const TAXED_SALES = [
  { tax: 'excise', customerType: 'adult' },
  { tax: 'sales', customerType: 'adult' },
  { tax: 'sales', customerType: 'medical' },
  { tax: 'sales', customerType: 'non_cannabis' },
] as const satisfies readonly { tax: Tax; customerType: TaxCustomerType }[];
export type TaxedSale = (typeof TAXED_SALES)[number];

export const TAX_LABELS: Readonly<Record<Tax, string>> = { excise: 'Excise tax', sales: 'Sales tax' };

export const TAX_CUSTOMER_TYPE_LABELS: Readonly<Record<TaxCustomerType, string>> = {
  adult: 'adult-use cannabis',
  medical: 'medical cannabis',
  non_cannabis: 'goods that are not cannabis',
};

/** "Excise tax on adult-use cannabis". */
export function taxedSaleLabel({ tax, customerType }: { tax: Tax; customerType: TaxCustomerType }): string {
  return `${TAX_LABELS[tax]} on ${TAX_CUSTOMER_TYPE_LABELS[customerType]}`;
}
