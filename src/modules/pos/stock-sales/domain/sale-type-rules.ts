import type { TaxPart } from './stock-sale-types';
import type { SaleCustomer, SaleTypeOption, SaleTaxOption, StoreLot, SaleItem } from './sale-requirements';

/** A sale type's refusal of a customer: a B2B tax invoice needs the buyer's GSTIN. */
export function saleTypeRefusal(
  saleType: SaleTypeOption,
  customer: Pick<SaleCustomer, 'name' | 'gstin'>,
): string | null {
  if (saleType.requiresGstin && !customer.gstin.trim())
    return `A ${saleType.name} needs the customer’s GSTIN: ${customer.name} has none (add it under Customers).`;
  return null;
}

/** The tax components a line carries: none when the sale type charges no tax (exports, transfers at cost). */
export function lineTaxParts(
  saleType: Pick<SaleTypeOption, 'taxable'>,
  tax: Pick<SaleTaxOption, 'components'> | undefined,
): TaxPart[] {
  return saleType.taxable && tax ? tax.components.map(({ component, percent }) => ({ component, percent })) : [];
}

const LOCAL = new Set(['CGST', 'SGST']);

/**
 * Does a line's tax fit the sale type's place of supply? An inter-state supply is taxed IGST, one within
 * the state CGST and SGST; the refusal names the tax to change, or null.
 */
export function taxScopeRefusal(
  saleType: Pick<SaleTypeOption, 'name' | 'taxable' | 'interState'>,
  tax: Pick<SaleTaxOption, 'name' | 'components'> | undefined,
): string | null {
  if (!saleType.taxable || !tax || saleType.interState === null) return null;
  const components = tax.components.map((part) => part.component);
  if (saleType.interState && components.some((component) => LOCAL.has(component)))
    return `A ${saleType.name} is taxed IGST: choose an IGST rate, not ${tax.name}.`;
  if (!saleType.interState && components.includes('IGST'))
    return `A ${saleType.name} is within the state: choose a CGST and SGST rate, not ${tax.name}.`;
  return null;
}

/** The rate a line starts at: the lot's cost for a transfer at cost, else the item's list rate. */
export function defaultRate(
  saleType: Pick<SaleTypeOption, 'pricing'> | undefined,
  item: Pick<SaleItem, 'rat'> | undefined,
  lot: Pick<StoreLot, 'rat'> | undefined,
): number {
  if (saleType?.pricing === 'COST' && lot) return lot.rat;
  return item?.rat ?? 0;
}
