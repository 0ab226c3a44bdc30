import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { POS } from '../../../menus/catalogue/pos';
import { refTo } from '../resources/fields';
import { ITEMS } from '../resources/items';
import { OUTLETS } from '../resources/outlets';
import { TABLES } from '../resources/tables';
import { WAITERS } from '../resources/waiters';
import { POS_REPORT_ENDPOINTS as E, SPECIAL } from './pos-report-endpoints';

type Parameter = ReportDeclaration['parameters'][number];
const FROM: Parameter = { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' };
const TO: Parameter = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };
const DAY: Parameter = { name: 'frmDate', label: 'Day', type: 'date', required: true, defaultValue: '@today' };
const OUTLET: Parameter = { name: 'restaCode', label: 'Outlet', type: 'reference', reference: refTo(OUTLETS) };
const PERIOD = [FROM, TO, OUTLET];
/** getResRepSpecialSaleReport's recordId: fixed per screen, shown so the user sees which report it is. */
const special = (value: number, label: string): Parameter => ({
  name: 'recordId',
  label: 'Report',
  type: 'select',
  required: true,
  options: [{ value: String(value), label }],
  defaultValue: String(value),
});
const RANKING: Parameter[] = [
  ...PERIOD,
  {
    name: 'detail',
    label: 'Rank by',
    type: 'select',
    required: true,
    options: [
      { value: 'VALUE', label: 'Value' },
      { value: 'QTY', label: 'Quantity' },
    ],
    defaultValue: 'VALUE',
  },
  {
    name: 'top',
    label: 'Number of items (N)',
    type: 'number',
    required: true,
    min: 1,
    max: 100,
    decimals: 0,
    defaultValue: 10,
  },
];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name = 'dat', label = 'Date'): ReportColumn => ({ name, label, type: 'date' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
/** Rates and a split bill's total (which appears in each of its modes): shown, never added up. */
const amount = (name: string, label: string): ReportColumn => ({ name, label, type: 'money' });

/**
 * Every row names its outlet: with no outlet chosen a report covers every outlet the user may see, each outlet's
 * rows grouped under it (the answer's own groupBy); with one chosen, it is that outlet's.
 */
const OUTLET_NAME = text('outlet', 'Outlet');
const BILL = [text('seq', 'Bill'), date(), OUTLET_NAME];
const BILL_AMOUNTS = [
  money('subTotal', 'Subtotal'),
  money('discount', 'Discount'),
  money('serviceCharge', 'Service charge'),
  money('taxTotal', 'Tax'),
  money('roundOff', 'Round-off'),
  money('total', 'Total'),
];
const ITEM = [text('itemId', 'Item id'), text('itemName', 'Item')];
const LINE_AMOUNTS = [
  money('amount', 'Amount'),
  money('discount', 'Discount'),
  money('serviceCharge', 'Service charge'),
  money('tax', 'Tax'),
  money('net', 'Net'),
];
const ITEM_SALES = [
  { name: 'bills', label: 'Bills', type: 'number' } as ReportColumn,
  count('qty', 'Quantity'),
  ...LINE_AMOUNTS,
];

const report = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `pos.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

/**
 * The restaurant sales, stock, day and analysis reports, computed by the backend from the bills, KOTs, running tables
 * and masters.
 */
export const POS_SALES_REPORTS: readonly ReportDeclaration[] = [
  report(POS.posCostrepListofsales, 'sales', E.sales, PERIOD, [
    ...BILL,
    text('tableNo', 'Table'),
    text('waiter', 'Waiter'),
    count('covers', 'Covers'),
    ...BILL_AMOUNTS,
    text('status', 'Status'),
    text('modes', 'Settled by'),
  ]),
  report(
    POS.posCostrepConsolidatedsales,
    'consolidated',
    E.consolidated,
    PERIOD,
    [
      date(),
      text('outlet', 'Outlet'),
      count('bills', 'Bills'),
      count('covers', 'Covers'),
      ...BILL_AMOUNTS,
      money('nc', 'NC value'),
      money('voids', 'Void value'),
    ],
    'dat',
  ),
  report(
    POS.posCostrepConsolidatedsettlements,
    'settlements-consolidated',
    E.settlementsConsolidated,
    PERIOD,
    [date(), OUTLET_NAME, text('mode', 'Mode'), count('bills', 'Bills'), money('amount', 'Amount')],
    'dat',
  ),
  report(
    POS.posCostrepWaiterwisesales,
    'waiter-wise',
    E.special,
    [
      ...PERIOD,
      { name: 'detail', label: 'Waiter', type: 'reference', reference: refTo(WAITERS) },
      special(SPECIAL.waiterWise, 'Waiter-wise'),
    ],
    [text('waiter', 'Waiter'), ...BILL, text('tableNo', 'Table'), count('covers', 'Covers'), ...BILL_AMOUNTS],
    'waiter',
  ),
  report(
    POS.posCostrepTablewisesales,
    'table-wise',
    E.special,
    [
      ...PERIOD,
      { name: 'detail', label: 'Table', type: 'reference', reference: { ...refTo(TABLES), label: 'code' } },
      special(SPECIAL.tableWise, 'Table-wise'),
    ],
    [text('table', 'Table'), ...BILL, text('waiter', 'Waiter'), count('covers', 'Covers'), ...BILL_AMOUNTS],
    'table',
  ),
  report(
    POS.posCostrepNcvoidbills,
    'nc-void',
    E.special,
    [
      ...PERIOD,
      {
        name: 'detail',
        label: 'Bills',
        type: 'select',
        options: [
          { value: 'NC', label: 'NC (non-chargeable)' },
          { value: 'VOID', label: 'Void' },
        ],
        help: 'Leave empty for both.',
      },
      special(SPECIAL.ncOrVoid, 'NC and void'),
    ],
    [
      text('category', 'NC department or void'),
      ...BILL,
      text('tableNo', 'Table'),
      text('waiter', 'Waiter'),
      text('user', 'User'),
      money('value', 'Value'),
      text('reason', 'Void reason'),
    ],
    'category',
  ),
  report(POS.posCostrepDiscountedbills, 'discounted', E.discounted, PERIOD, [
    ...BILL,
    text('tableNo', 'Table'),
    text('user', 'User'),
    money('subTotal', 'Subtotal'),
    { name: 'discountPercent', label: 'Discount %', type: 'percent' },
    money('discount', 'Discount'),
    text('reason', 'Reason'),
    money('total', 'Total'),
  ]),
  report(POS.posStrockrepItemwisesales, 'item-wise', E.itemWise, PERIOD, [
    ...ITEM,
    text('groupName', 'Item group'),
    OUTLET_NAME,
    ...ITEM_SALES,
  ]),
  report(
    POS.posStrockrepItemdetails,
    'item-details',
    E.itemDetails,
    [...PERIOD, { name: 'detail', label: 'Item', type: 'reference', required: true, reference: refTo(ITEMS) }],
    [...BILL, text('tableNo', 'Table'), count('qty', 'Quantity'), amount('rate', 'Rate'), ...LINE_AMOUNTS],
  ),
  report(
    POS.posStrockrepItemwiseconsolidations,
    'item-consolidations',
    E.itemConsolidations,
    PERIOD,
    [text('groupName', 'Item group'), ...ITEM, OUTLET_NAME, ...ITEM_SALES],
    'groupName',
  ),
  report(POS.posStrockrepTopnitems, 'top-items', E.top, RANKING, [
    { name: 'rank', label: 'Rank', type: 'number' },
    ...ITEM,
    text('groupName', 'Item group'),
    OUTLET_NAME,
    ...ITEM_SALES,
  ]),
  report(POS.posStrockrepLeastnitems, 'least-items', E.least, RANKING, [
    { name: 'rank', label: 'Rank', type: 'number' },
    ...ITEM,
    text('groupName', 'Item group'),
    OUTLET_NAME,
    ...ITEM_SALES,
  ]),
  report(
    POS.posStrockrepKotgroupwisesales,
    'kot-groups',
    E.kotGroups,
    PERIOD,
    [text('kotGroup', 'KOT group'), ...ITEM, OUTLET_NAME, count('qty', 'Quantity'), ...LINE_AMOUNTS],
    'kotGroup',
  ),
  report(
    POS.posDayrepSettlement,
    'settlements',
    E.settlements,
    [{ ...FROM, defaultValue: '@today' }, TO, OUTLET],
    [
      text('mode', 'Mode'),
      ...BILL,
      text('tableNo', 'Table'),
      amount('billTotal', 'Bill total'),
      money('amount', 'Amount'),
      text('split', 'Split'),
      text('against', 'Customer, room or reference'),
    ],
    'mode',
  ),
  report(
    POS.posDayrepStatus,
    'table-status',
    E.tableStatus,
    [OUTLET],
    [
      text('outlet', 'Outlet'),
      text('tableNo', 'Table'),
      text('name', 'Description'),
      { name: 'seats', label: 'Seats', type: 'number' },
      text('status', 'Status'),
      text('waiter', 'Waiter'),
      count('covers', 'Covers'),
      { name: 'openedAt', label: 'Since', type: 'datetime' },
      { name: 'minutes', label: 'Minutes', type: 'number' },
      money('running', 'Running amount'),
      count('billsToday', 'Bills today'),
      money('salesToday', 'Sales today'),
    ],
    'outlet',
  ),
  report(
    POS.posDayrepKotdetails,
    'kots',
    E.kots,
    [DAY, OUTLET],
    [
      { name: 'kotNo', label: 'KOT', type: 'number' },
      { name: 'time', label: 'Time', type: 'datetime' },
      text('outlet', 'Outlet'),
      text('tableNo', 'Table'),
      text('waiter', 'Waiter'),
      text('kotGroup', 'KOT group'),
      text('kind', 'Kind'),
      text('lines', 'Items'),
      text('reasons', 'Reasons'),
      text('user', 'User'),
      { name: 'printCount', label: 'Prints', type: 'number' },
    ],
  ),
  report(
    POS.posAnalysisPricecomparison,
    'price-comparison',
    E.priceComparison,
    [{ ...DAY, label: 'As on' }, OUTLET],
    [
      text('itemName', 'Item'),
      text('itemId', 'Item id'),
      text('groupName', 'Item group'),
      text('outlet', 'Outlet'),
      text('priceList', 'Price list'),
      amount('masterRate', 'Master rate'),
      amount('outletRate', 'Outlet rate'),
      amount('difference', 'Difference'),
      { name: 'differencePercent', label: 'Difference %', type: 'percent' },
    ],
    'itemName',
  ),
  report(
    POS.posAnalysisPeriodcomparison,
    'period-comparison',
    E.periodComparison,
    [
      { ...FROM, label: 'Period from' },
      { ...TO, label: 'Period to' },
      { ...FROM, name: 'frmDate2', label: 'Compared with, from', defaultValue: undefined },
      { ...TO, name: 'toDate2', label: 'Compared with, to', defaultValue: undefined },
      OUTLET,
    ],
    [
      text('outlet', 'Outlet'),
      count('bills2', 'Bills'),
      money('sales2', 'Sales'),
      amount('average2', 'Average bill'),
      count('bills1', 'Bills (compared)'),
      money('sales1', 'Sales (compared)'),
      amount('average1', 'Average bill (compared)'),
      money('change', 'Change in sales'),
      { name: 'changePercent', label: 'Change %', type: 'percent' },
    ],
  ),
];
