import { ACCOUNTS_IN_USE } from './accounts/account-postings';
import { brsHandlers } from './accounts/brs-handlers';
import { accountsDashboardHandler } from './accounts/dashboard-handler';
import { openingHandlers } from './accounts/opening-handlers';
import { statementHandlers } from './accounts/statement-handlers';
import { voucherHandlers } from './accounts/voucher-handlers';
import { yearEndHandlers } from './accounts/year-end-handlers';
import { countriesHandler } from './admin/countries';
import { geographyHandlers } from './admin/geography-handlers';
import { roleHandlers } from './admin/role-handlers';
import { settingsHandlers } from './admin/settings-handlers';
import { userHandlers } from './admin/user-handlers';
import { demoDirectoryHandler } from './core/company/demo-directory';
import { faultSwitchHandler } from './core/fault-switch';
import { textLengthGuard } from './core/text-length-guard';
import { dashboardHandlers } from './core/generic/dashboards';
import { reportHandlers } from './core/generic/reports';
import { resourceHandlers } from './core/generic/resources';
import { loginHandler } from './core/sessions/login';
import { calendarHandlers } from './workspace/calendar-handlers';
import { chatHandlers } from './workspace/chat-handlers';
import { dashboardDataHandlers } from './workspace/dashboard-data-handlers';
import { invoiceHandlers } from './workspace/invoice-handlers';
import { mailHandlers } from './workspace/mail-handlers';
import { taskHandlers } from './workspace/task-handlers';
import { peopleHandlers } from './demo-areas/people-handlers';
import { inventorySettingsHandlers } from './inventory/settings-handlers';
import { stockHandlers } from './inventory/stock-handlers';
import { stockReportHandlers } from './inventory/stock-report-handlers';
import { transferHandlers } from './inventory/transfer-handlers';
import { unitFnbReportHandlers } from './inventory/unit-fnb-report-handlers';
import { accountAssignHandlers } from './procurement/account-assign-handlers';
import { advanceHandlers } from './procurement/advance-handlers';
import { bulkOrderHandlers } from './procurement/bulk-order-handlers';
import { enquiryHandlers } from './procurement/enquiry-handlers';
import { orderReportHandlers } from './procurement/order-report-handlers';
import { priceComparisonHandlers } from './procurement/price-comparison-handlers';
import { termHandlers } from './procurement/terms-handlers';
import { quotationHandlers } from './procurement/quotation-handlers';
import { costReportHandlers } from './procurement/cost-report-handlers';
import { creditNoteHandlers } from './procurement/credit-note-handlers';
import { PROCUREMENT_IN_USE } from './procurement/order-in-use';
import { procurementDashboardHandlers } from './procurement/dashboard-handler';
import { paymentHandlers } from './procurement/payment-handlers';
import { receiptHandlers } from './procurement/receipt-handlers';
import { returnHandlers } from './procurement/return-handlers';
import { requestHandlers } from './procurement/request-handlers';
import { posDeliveryHandlers } from './pos/delivery-handlers';
import { posOrderHandlers } from './core/billing/order-handlers';
import { posReportHandlers } from './pos/report-handlers';
import { posSettlementHandlers } from './core/billing/settle-handlers';
import { tableKotsHandlers } from './core/billing/table-kots';
import { counterHandlers } from './pos/counter/counter-handlers';
import { onlineOrderHandlers } from './pos/online/online-handlers';
import { customerReceiptHandlers } from './pos/receipts/receipt-handlers';
import { returnsHandlers } from './pos/returns/returns-handlers';
import { stockSalesHandlers } from './pos/stock-sales/stock-sales-handlers';
import { productsHandler } from './shop/products-handler';
import { takeawayHandlers } from './takeaway/takeaway-handlers';
import { foAuditHandlers } from './frontoffice/audit/audit-handlers';
import { foCheckinHandlers } from './frontoffice/checkin/checkin-handlers';
import { foCheckoutHandlers } from './frontoffice/checkout/checkout-handlers';
import { foFolioHandlers } from './frontoffice/folio/folio-handlers';
import { foGroupHandlers } from './frontoffice/groups/groups-handlers';
import { foPanelHandlers } from './frontoffice/panel/panel-handlers';
import { foSharedHandlers } from './frontoffice/shared-handlers';
import { hostelHandlers } from './hostels/hostel-handlers';
import { hrdHandlers } from './hrd/hrd-handlers';
import { fdHandlers } from './school-office/fd-handlers';
import { stuHandlers } from './students/stu-handlers';
import { libHandlers } from './library/library-handlers';
import { vehHandlers } from './vehicles/veh-handlers';
import { crmHandlers } from './crm/crm-handlers';
import { ppcHandlers } from './production/ppc-handlers';
import { qcHandlers } from './qc/qc-handlers';
import { recordSearch } from './record-finders';
import { notificationHandlers } from './notice-rules';

/** Every request handler of the embedded demo backend: the core's, then each module folder's. */
export const handlers = [
  // the 'server unreachable' switch (off unless local storage turns it on)
  faultSwitchHandler,
  // a text longer than its field allows, refused before any handler
  textLengthGuard,
  ...recordSearch, // the records search, and its change watcher that must see every call before it is answered
  // core: sign-in, the demo directory, and every declared resource, report and dashboard
  loginHandler,
  demoDirectoryHandler,
  ...notificationHandlers,
  // counter, take-away, online and stock sales: before the generic handlers, whose dashboard and
  // report routes some of them answer from the stored sales instead
  ...stockSalesHandlers,
  ...customerReceiptHandlers,
  ...counterHandlers,
  ...returnsHandlers,
  ...onlineOrderHandlers,
  ...takeawayHandlers,
  // hotel front office and hostels: before the generic handlers, whose dashboard routes some answer
  ...foSharedHandlers,
  ...foPanelHandlers,
  ...foCheckinHandlers,
  ...foFolioHandlers,
  ...foCheckoutHandlers,
  ...foGroupHandlers,
  ...foAuditHandlers,
  ...hostelHandlers,
  // HR and payroll: before the generic handlers, whose report and dashboard routes some answer
  ...hrdHandlers,
  // the school: front desk, students, library and transport: before the generic handlers, whose report
  // and dashboard routes (the library and vehicles dashboards) some answer from the stored records
  ...fdHandlers,
  ...stuHandlers,
  ...libHandlers,
  ...vehHandlers,
  // CRM, production and quality control: before the generic handlers, whose master, report and dashboard
  // routes some of them answer on the contract's names
  ...crmHandlers,
  ...ppcHandlers,
  ...qcHandlers,
  ...resourceHandlers({ ...ACCOUNTS_IN_USE, ...PROCUREMENT_IN_USE }),
  ...reportHandlers,
  // the restaurant reports and dashboard computed from the bills (before the generic dashboards, which also know its
  // route)
  ...posReportHandlers,
  ...dashboardHandlers,
  // shop
  productsHandler,
  // accounts
  accountsDashboardHandler,
  ...voucherHandlers,
  ...statementHandlers,
  ...openingHandlers,
  ...brsHandlers,
  ...yearEndHandlers,
  // admin
  countriesHandler,
  ...roleHandlers,
  ...userHandlers,
  ...settingsHandlers,
  ...geographyHandlers,
  // dashboard (the apps the dashboards and MIS pages share)
  ...invoiceHandlers,
  ...mailHandlers,
  ...taskHandlers,
  ...chatHandlers,
  ...calendarHandlers,
  ...dashboardDataHandlers,
  // demo areas
  ...peopleHandlers,
  // inventory
  ...stockHandlers,
  ...transferHandlers,
  ...inventorySettingsHandlers,
  ...stockReportHandlers,
  ...unitFnbReportHandlers,
  // procurement
  ...requestHandlers,
  ...accountAssignHandlers,
  ...receiptHandlers,
  ...returnHandlers,
  ...creditNoteHandlers,
  ...advanceHandlers,
  ...paymentHandlers,
  ...costReportHandlers,
  ...procurementDashboardHandlers,
  ...enquiryHandlers,
  ...quotationHandlers,
  ...bulkOrderHandlers,
  ...orderReportHandlers,
  ...termHandlers,
  ...priceComparisonHandlers,
  // point of sale (restaurant billing)
  ...posOrderHandlers,
  ...tableKotsHandlers,
  ...posSettlementHandlers,
  ...posDeliveryHandlers,
];
