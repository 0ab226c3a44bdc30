import type { ReportDeclaration } from '../../engine/report/report';
import { PROCUREMENT } from '../../menus/catalogue/procurement';

const list = (screen: ReportDeclaration['screen'], resource: string, action: string, columns: ReportDeclaration['columns'], groupBy?: string): ReportDeclaration => ({
  name: `${resource}.key-report`,
  title: screen.title,
  screen,
  endpoint: `api/PurKeyReports/${action}`,
  parameters: [],
  columns,
  ...(groupBy ? { groupBy } : {}),
  source: { resource },
});

/** The procurement key reports: the supplier masters as printed lists, computed by the backend. */
export const PROCUREMENT_REPORTS: readonly ReportDeclaration[] = [
  list(PROCUREMENT.purStockKeyrepSupGroups, 'procurement.supplier-groups', 'GetSupplierGroupsList', [
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Supplier group', type: 'text' },
    { name: 'ledgerGroup', label: 'Account group', type: 'text' },
    { name: 'creditDays', label: 'Usual credit days', type: 'number' },
    { name: 'active', label: 'Active', type: 'text' },
  ]),
  list(PROCUREMENT.purStockKeyrepSups, 'procurement.suppliers', 'GetSuppliersList', [
    { name: 'group', label: 'Group', type: 'text' },
    { name: 'code', label: 'Code', type: 'text' },
    { name: 'name', label: 'Supplier', type: 'text' },
    { name: 'partyType', label: 'Party type', type: 'text' },
    { name: 'contactPerson', label: 'Contact person', type: 'text' },
    { name: 'mobile', label: 'Mobile', type: 'text' },
    { name: 'creditDays', label: 'Credit days', type: 'number' },
    { name: 'creditAmount', label: 'Credit limit', type: 'money', total: true },
  ], 'group'),
];
