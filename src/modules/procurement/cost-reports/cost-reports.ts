import type { ReportDeclaration } from '../../../engine/report/report';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { COST_REPORT_ENDPOINTS as E } from './cost-report-endpoints';
import { AS_ON, date, FROM, money, PERIOD, report, SUPPLIER, text, TO } from './report-parts';
import { PROCUREMENT_RETURN_REPORTS } from './return-reports';

const RECEIPT_AMOUNTS = [
  money('baseamt', 'Base amount'),
  money('discount', 'Discount'),
  money('taxes', 'Taxes'),
  money('others', 'Others'),
  money('totalAmt', 'Total'),
  money('advance', 'Advances'),
  money('payable', 'Payable'),
];
const PURCHASE_COLUMNS = [
  text('seq', 'Receipt'),
  date('dat'),
  text('vendorname', 'Supplier'),
  text('invoiceno', 'Invoice'),
  ...RECEIPT_AMOUNTS,
];
const LEDGER_AMOUNTS = [
  money('bills', 'Bills'),
  money('returns', 'Returns'),
  money('creditNotes', 'Credit notes'),
  money('payments', 'Payments'),
];

/**
 * The procurement cost reports: purchases from the goods receipts, suppliers' accounts and advances from the supplier
 * ledger, returns and credit notes from their own documents.
 */
export const PROCUREMENT_COST_REPORTS: readonly ReportDeclaration[] = [
  report(PROCUREMENT.purCostrepListofpurchases, 'purchases', E.purchases, PERIOD, PURCHASE_COLUMNS),
  report(
    PROCUREMENT.purCostrepDetailedpurchases,
    'detailed',
    E.detailed,
    PERIOD,
    [
      text('seq', 'Receipt'),
      date('dat'),
      text('vendorname', 'Supplier'),
      text('itemid', 'Item id'),
      text('itemname', 'Item'),
      text('store', 'Store'),
      { name: 'qty', label: 'Quantity', type: 'number' },
      text('um', 'Unit'),
      { name: 'rat', label: 'Rate', type: 'money' },
      money('amount', 'Amount'),
    ],
    'seq',
  ),
  report(PROCUREMENT.purCostrepConsolidatedpurchases, 'consolidated', E.consolidated, PERIOD, [
    text('itemid', 'Item id'),
    text('itemname', 'Item'),
    text('um', 'Unit'),
    { name: 'qty', label: 'Quantity', type: 'number' },
    money('amount', 'Amount'),
  ]),
  report(
    PROCUREMENT.purCostrepSupplierwisepurchases,
    'supplier-wise',
    E.supplierWise,
    PERIOD,
    PURCHASE_COLUMNS,
    'vendorname',
  ),
  report(
    PROCUREMENT.purCostrepSupplierwiseconsolidations,
    'supplier-consolidated',
    E.supplierConsolidated,
    [FROM, TO],
    [
      text('vendorid', 'Supplier id'),
      text('vendorname', 'Supplier'),
      { name: 'receipts', label: 'Receipts', type: 'number', total: true },
      ...RECEIPT_AMOUNTS,
    ],
  ),
  report(
    PROCUREMENT.purCostrepSupplierdaybook,
    'day-book',
    E.dayBook,
    PERIOD,
    [
      date('dat'),
      text('kind', 'Transaction'),
      text('transactionId', 'Number'),
      text('partyname', 'Supplier'),
      text('onTraId', 'Against'),
      ...LEDGER_AMOUNTS,
      money('advances', 'Advances'),
      money('balance', 'Balance effect'),
    ],
    'dat',
  ),
  report(
    PROCUREMENT.purCostrepSuppliersnapshot,
    'snapshot',
    E.snapshot,
    [AS_ON, SUPPLIER],
    [
      text('partyid', 'Supplier id'),
      text('partyname', 'Supplier'),
      ...LEDGER_AMOUNTS,
      money('advances', 'Advances paid'),
      money('balance', 'Balance'),
    ],
  ),
  report(PROCUREMENT.purCostrepListofadvances, 'advances', E.advances, PERIOD, [
    date('dat'),
    text('transactionId', 'Advance'),
    text('partyname', 'Supplier'),
    text('order', 'Order'),
    money('amount', 'Amount'),
  ]),
  report(
    PROCUREMENT.purCostrepAdvancesliable,
    'advances-liable',
    E.advancesLiable,
    [AS_ON, SUPPLIER],
    [
      text('partyname', 'Supplier'),
      date('dat'),
      text('transactionId', 'Advance'),
      text('order', 'Order'),
      money('amount', 'Amount'),
    ],
    'partyname',
  ),
  ...PROCUREMENT_RETURN_REPORTS,
];
