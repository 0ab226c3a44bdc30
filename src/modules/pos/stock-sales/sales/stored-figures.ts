import { toPaise } from '../../../../lib/money/money';
import type { InvoiceFigures } from '../domain/invoice-figures';
import type { SaleDocument } from '../domain/stock-sale-types';

/** A saved invoice's figures (as charged, from its header and tax lines), in paise. */
export function storedFigures(
  sale: Pick<SaleDocument, 'header' | 'taxes'>,
): Pick<InvoiceFigures, 'base' | 'discount' | 'taxable' | 'taxes' | 'total'> {
  const { header } = sale;
  return {
    base: toPaise(header.baseamt),
    discount: toPaise(header.discount),
    taxable: toPaise(header.baseamt) - toPaise(header.discount),
    taxes: sale.taxes.map((tax) => ({
      component: tax.taxcode,
      percent: tax.taxper,
      taxable: toPaise(tax.taxable),
      amount: toPaise(tax.taxvalue),
    })),
    total: toPaise(header.totalAmt),
  };
}
