import type { SaleCustomer, SaleTypeOption, SaleTaxOption, StoreLot, SaleItem, TaxPart } from './stock-sale-types';

/** A sale type's refusal of a customer: a B2B tax invoice needs the buyer's GSTIN. */
export function saleTypeRefusal(saleType: SaleTypeOption, customer: Pick<SaleCustomer, 'name' | 'gstin'>): string | null {
  if (saleType.requiresGstin && !customer.gstin.trim()) return `A ${saleType.name} needs the customer’s GSTIN: ${customer.name} has none (add it under Customers).`;
  return null;
}

/** The tax components a line carries: none when the sale type charges no tax (exports, transfers at cost). */
export function lineTaxParts(saleType: Pick<SaleTypeOption, 'taxable'>, tax: Pick<SaleTaxOption, 'components'> | undefined): TaxPart[] {
  return saleType.taxable && tax ? tax.components.map(({ component, percent }) => ({ component, percent })) : [];
}

/** The rate a line starts at: the lot's cost for a transfer at cost, else the item's list rate. */
export function defaultRate(saleType: Pick<SaleTypeOption, 'pricing'> | undefined, item: Pick<SaleItem, 'rat'> | undefined, lot: Pick<StoreLot, 'rat'> | undefined): number {
  if (saleType?.pricing === 'COST' && lot) return lot.rat;
  return item?.rat ?? 0;
}
