import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { COST_REPORT_ENDPOINTS as E } from './cost-report-endpoints';
import { date, money, PERIOD, report, text } from './report-parts';

const RETURN_AMOUNTS = [money('baseamt', 'Base amount'), money('taxes', 'Taxes'), money('totalAmt', 'Total')];
const SUPPLIER_COLUMNS = [text('vendorid', 'Supplier id'), text('vendorname', 'Supplier')];
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const quantity = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });

/**
 * The procurement reports on purchase returns and credit notes (contract 03 section 11), each for a period and
 * optionally one supplier: computed from the returns and notes not cancelled.
 */
export const PROCUREMENT_RETURN_REPORTS: readonly ReportDeclaration[] = [
  report(PROCUREMENT.purCostrepListofreturns, 'returns', E.returns, PERIOD, [
    text('seq', 'Return'),
    date('dat'),
    text('vendorname', 'Supplier'),
    text('refmir', 'Receipt'),
    text('refinvoice', 'Invoice'),
    ...RETURN_AMOUNTS,
  ]),
  report(PROCUREMENT.purCostrepConsolidatedreturns, 'returns-consolidated', E.returnsConsolidated, PERIOD, [
    text('itemid', 'Item id'),
    text('itemname', 'Item'),
    text('um', 'Stock unit'),
    quantity('qty', 'Quantity returned'),
    money('amount', 'Value'),
  ]),
  report(PROCUREMENT.purCostrepSupplierwisereturns, 'returns-supplier-wise', E.returnsSupplierWise, PERIOD, [
    ...SUPPLIER_COLUMNS,
    // No quantity: a supplier's returns are of items in different units, which no sum may add up.
    count('returns', 'Returns'),
    ...RETURN_AMOUNTS,
  ]),
  report(PROCUREMENT.purCostrepPurchasesToReturns, 'purchases-to-returns', E.purchasesToReturns, PERIOD, [
    ...SUPPLIER_COLUMNS,
    money('purchases', 'Purchases'),
    money('returns', 'Returns'),
    { name: 'percent', label: 'Returns to purchases', type: 'percent' },
  ]),
  report(PROCUREMENT.purCostrepListofcreditnotes, 'credit-notes', E.creditNotes, PERIOD, [
    text('seq', 'Credit note'),
    date('dat'),
    text('vendorname', 'Supplier'),
    text('refmir', 'Receipt'),
    text('refinvoice', 'Invoice'),
    money('amt', 'Amount'),
    text('descriptio', 'Narration'),
  ]),
];
