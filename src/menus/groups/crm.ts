import { CRM as C } from '../catalogue/crm';
import { HRD } from '../catalogue/hrd';
import { INVENTORY } from '../catalogue/inventory';
import { POS } from '../catalogue/pos';
import { group, link, moduleGroup } from '../menu-builders';

/** The CRM sidebar group (spec section 2, "CRM"); hidden for D-USI (spec "Menu by product"). */
export const CRM_MENU = moduleGroup(
  'CRM',
  'crm',
  'Pre-sales, sales and post-sales',
  [
    link(C.crmDashboard, 'Dashboard'),
    group('Setup', [
      link(C.customerGroups),
      link(C.priceList),
      link(C.discountList),
      link(C.taxesList),
      link(C.crmAgents),
      link(C.crmTargets),
      link(INVENTORY.invItemGroups, 'Item groups'),
      link(INVENTORY.invItemSimple, 'Items'),
      link(HRD.hrdDesignations, 'Designations'),
      link(HRD.hrdEmployees, 'Employees'),
      link(POS.posCustomerGroups, 'POS customer groups'),
      link(POS.saleTaxes, 'Sale taxes'),
      link(POS.saleTypes),
    ]),
    group('Pre-sales', [
      link(C.crmContacts),
      link(C.crmContactSubmissions),
      link(C.crmLeads),
      link(C.crmQuotations),
      link(C.crmQuotationApprovals),
    ]),
    group('Sales', [link(C.crmCustomers), link(C.crmOrders), link(C.crmOrderApproval)]),
    group('Reports', [link(C.crmRepTargets), link(C.crmRepPendingOrders), link(C.crmRepPipeline)]),
    // The key reports: CRM's own routes, quoted, ordered and invoiced by what each label names.
    group('Key reports', [
      link(C.crmKeyrepMaterialgroups, 'Material groups'),
      link(C.crmKeyrepMaterials, 'Materials'),
      link(C.crmKeyrepDesignations, 'Designations'),
      link(C.crmKeyrepEmployees, 'Employees'),
      link(C.crmKeyrepAgents, 'Agents'),
    ]),
  ],
  { hiddenFor: ['D-USI'] },
);

/** The D-CRM edition's "Sales menu" (spec section 2, "CRM"): point-of-sale billing screens. */
export const CRM_SALES_MENU = moduleGroup('Sales', 'sales', 'Sales bills, debit notes and returns', [
  link(POS.salSalesdashboard, 'Dashboard'),
  group('Transactions', [
    link(POS.saleClassy, 'Sale (classy)'),
    link(POS.saleStylish, 'Sale (stylish)'),
    link(POS.posSales, 'POS sales'),
    link(POS.posDebitNote, 'Debit notes'),
    link(POS.posSaleReturn, 'Sale returns'),
    // The invoice that consumes the CRM orders' pending lines.
    link(POS.posStockSales, 'Sales invoices'),
  ]),
]);
