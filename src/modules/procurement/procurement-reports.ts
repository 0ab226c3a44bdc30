import { keyReport } from '../../engine/report/key-report';
import type { ReportDeclaration } from '../../engine/report/report';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { PRICE_COMPARISON_REPORT } from './analysis/price-comparison-report';
import { SUPPLIER_GROUPS } from './resources/supplier-groups';

/** The list of suppliers may be narrowed to one group, sent as GeneralInformation's `detail`. */
const GROUP_PARAMETER: ReportDeclaration['parameters'] = [
  {
    name: 'detail',
    label: 'Supplier group',
    type: 'reference',
    reference: {
      resource: SUPPLIER_GROUPS.name,
      endpoint: SUPPLIER_GROUPS.endpoints.list,
      key: 'code',
      label: 'name',
    },
  },
];

/**
 * The procurement key reports (the supplier masters as printed lists) and the purchase analysis, computed by the
 * backend.
 */
export const PROCUREMENT_REPORTS: readonly ReportDeclaration[] = [
  keyReport(
    PROCUREMENT.purStockKeyrepSupGroups,
    'procurement.supplier-groups',
    'api/PurKeyReports/purKeyRepSupplierGroups',
    [
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Supplier group', type: 'text' },
      { name: 'ledgerGroup', label: 'Account group', type: 'text' },
      { name: 'creditDays', label: 'Usual credit days', type: 'number' },
      { name: 'active', label: 'Active', type: 'text' },
    ],
  ),
  keyReport(
    PROCUREMENT.purStockKeyrepSups,
    'procurement.suppliers',
    'api/PurKeyReports/purKeyRepSupplierDetails',
    [
      { name: 'group', label: 'Group', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Supplier', type: 'text' },
      { name: 'partyType', label: 'Party type', type: 'text' },
      { name: 'contactPerson', label: 'Contact person', type: 'text' },
      { name: 'mobile', label: 'Mobile', type: 'text' },
      { name: 'creditDays', label: 'Credit days', type: 'number' },
      { name: 'creditAmount', label: 'Credit limit', type: 'money', total: true },
    ],
    { groupBy: 'group', parameters: GROUP_PARAMETER, fields: { detail: 'group' } },
  ),
  PRICE_COMPARISON_REPORT,
];
