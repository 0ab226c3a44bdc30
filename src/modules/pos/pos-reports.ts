import { keyReport } from '../../engine/report/key-report';
import type { ReportDeclaration } from '../../engine/report/report';
import { POS } from '../../menus/catalogue/pos';
import { POS_SALES_REPORTS } from './reports/pos-sales-reports';

/** The contract's restaurant key reports read the user as the whole body (01-pos.md: UserInfo). */
const USER_BODY = { body: 'user' } as const;

/**
 * The point-of-sale key reports (the masters as printed lists, on the contract's api/POSKeyRep routes) and the
 * restaurant's sales, day and analysis reports, computed by the backend.
 */
export const POS_REPORTS: readonly ReportDeclaration[] = [
  keyReport(
    POS.posKeyrepItmegroups,
    'pos.item-groups',
    'api/POSKeyRep/GetResKeyRepItemGroups',
    [
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Item group', type: 'text' },
      { name: 'category', label: 'Category', type: 'text' },
      { name: 'displayOrder', label: 'Display order', type: 'number' },
      { name: 'active', label: 'Active', type: 'text' },
    ],
    USER_BODY,
  ),
  // A rate list: rates are not added up.
  keyReport(
    POS.posKeyrepItems,
    'pos.items',
    'api/POSKeyRep/GetResKeyRepItemDetails',
    [
      { name: 'group', label: 'Item group', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Item', type: 'text' },
      { name: 'kotGroup', label: 'KOT group', type: 'text' },
      { name: 'foodType', label: 'Food type', type: 'text' },
      { name: 'tax', label: 'Tax', type: 'text' },
      { name: 'rate', label: 'Rate', type: 'money' },
      { name: 'active', label: 'Active', type: 'text' },
    ],
    { groupBy: 'group', ...USER_BODY },
  ),
  keyReport(
    POS.posKeyrepOutlets,
    'pos.outlets',
    'api/POSKeyRep/GetResKeyRepOutletDetails',
    [
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Outlet', type: 'text' },
      { name: 'outletType', label: 'Outlet type', type: 'text' },
      { name: 'billingGroup', label: 'Billing group', type: 'text' },
      { name: 'billPrefix', label: 'Bill prefix', type: 'text' },
      { name: 'serviceCharge', label: 'Service charge', type: 'percent' },
      { name: 'autoSettle', label: 'Auto-settle', type: 'text' },
      { name: 'active', label: 'Active', type: 'text' },
    ],
    USER_BODY,
  ),
  ...POS_SALES_REPORTS,
];
