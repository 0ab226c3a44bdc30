import type { ReportDeclaration } from '../../../engine/report/report';
import { POS } from '../../../menus/catalogue/pos';
import { refTo } from '../../../kits/masters/fields';
import { TABLES } from '../resources/tables';
import { WAITERS } from '../resources/waiters';
import { POS_REPORT_ENDPOINTS as E, SPECIAL } from './pos-report-endpoints';
import { PERIOD, special, text, date, count, money, OUTLET_NAME, BILL, BILL_AMOUNTS, report } from './pos-report-parts';

/** The restaurant's bill reports: sales, consolidated, settlements by bill, NC, voids and discounts. */
export const POS_BILL_REPORTS: readonly ReportDeclaration[] = [
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
];
