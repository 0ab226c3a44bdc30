import { supplierNames } from '../core/inward/receipt-context';

/** A supplier's name as the company's masters give it, or its id when it has none. */
export const supplierName = async (companyCode: number, vendorid: string): Promise<string> =>
  (await supplierNames(companyCode)).get(vendorid) ?? vendorid;
