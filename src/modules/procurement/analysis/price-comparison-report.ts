import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import type { FieldDeclaration } from '../../../engine/resource';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { ANALYSIS_ENDPOINTS } from './analysis-endpoints';

const day = (name: string, label: string, defaultValue: string): FieldDeclaration => ({
  name,
  label,
  type: 'date',
  required: true,
  defaultValue,
});

/** A period's figures of an item: what was bought, at what average rate, for how much. */
const periodColumns = (n: 1 | 2, period: string): ReportColumn[] => [
  { name: `qty${n}`, label: `Quantity, ${period}`, type: 'number' },
  { name: `rate${n}`, label: `Average rate, ${period}`, type: 'money' },
  { name: `value${n}`, label: `Value, ${period}`, type: 'money', total: true },
];

/**
 * Purchase price comparison (contract's `PurAnalysisPriceComparison`, body `{ fromdate, todate, fromdate2, todate2 }`):
 * per item received in either period (goods receipts not cancelled, in the item's stock unit), the quantity, average
 * rate (value ÷ quantity) and value of each period, the rate's difference and its change in per cent. It opens on
 * last month against this month so far.
 */
export const PRICE_COMPARISON_REPORT: ReportDeclaration = {
  name: 'procurement.analysis.price-comparison',
  title: PROCUREMENT.purRepPriceComparison.title,
  screen: PROCUREMENT.purRepPriceComparison,
  endpoint: ANALYSIS_ENDPOINTS.priceComparison,
  parameters: [
    day('fromdate', 'First period from', '@last-month-start'),
    day('todate', 'First period to', '@last-month-end'),
    day('fromdate2', 'Second period from', '@month-start'),
    day('todate2', 'Second period to', '@today'),
  ],
  columns: [
    { name: 'itemname', label: 'Item', type: 'text' },
    { name: 'um', label: 'Unit', type: 'text' },
    ...periodColumns(1, 'first period'),
    ...periodColumns(2, 'second period'),
    { name: 'difference', label: 'Rate difference', type: 'money' },
    { name: 'change', label: 'Change', type: 'percent' },
  ],
};
