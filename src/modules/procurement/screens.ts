import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { resourceScreen } from '../../engine/resource-screen';
import { screensFor } from '../../engine/screens-for';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { PROCUREMENT_DASHBOARDS } from './procurement-dashboards';
import { PROCUREMENT_REPORTS } from './procurement-reports';
import { PROCUREMENT_RESOURCES } from './procurement-resources';
import { AccountSettingsScreen } from './account-settings/account-settings-screen';
import { AdvancesScreen } from './advances/advances-screen';
import { BulkOrdersScreen } from './bulk-orders/bulk-orders-screen';
import { OrderApprovalsScreen } from './bulk-orders/order-approvals-screen';
import { PurchaseOrderSources } from './bulk-orders/purchase-order-sources';
import { EnquiriesScreen } from './enquiries/enquiries-screen';
import { EnquiryApprovalsScreen } from './enquiries/enquiry-approvals-screen';
import { PROCUREMENT_ORDER_REPORTS } from './order-reports/order-reports';
import { OrderTermsScreen } from './order-terms/order-terms-screen';
import { QuotationApprovalsScreen } from './quotations/quotation-approvals-screen';
import { QuotationComparisonScreen } from './quotations/quotation-comparison-screen';
import { QuotationsScreen } from './quotations/quotations-screen';
import { PROCUREMENT_COST_REPORTS } from './cost-reports/cost-reports';
import { CreditNotesScreen } from './credit-notes/credit-notes-screen';
import { PaymentsScreen } from './payments/payments-screen';
import { ReturnsScreen } from './returns/returns-screen';
import { GOODS_RECEIPTS } from './receipts/goods-receipts';
import { ReceiptSources } from './receipts/receipt-sources';
import { RequestHistoryScreen } from './requests/history/request-history-screen';
import { RequestApprovalsScreen } from './requests/request-approvals-screen';
import { RequestsScreen } from './requests/requests-screen';
import { PURCHASE_ORDERS } from './resources/purchase-orders';
import { SUPPLIERS } from './resources/suppliers';

export const declarations = Object.values(PROCUREMENT);

/**
 * The procurement masters, the tax assignings setup list (pur-suppliers is the suppliers screen's other path), the
 * dashboard, the key reports, requests with their approvals and history, goods receipts (inwards), and the accounts
 * settings.
 */
export const screens: ScreenMap = {
  ...screensFor(PROCUREMENT_RESOURCES, {
    [PROCUREMENT.purSuppliers.path]: SUPPLIERS,
  }),
  ...reportScreens([...PROCUREMENT_REPORTS, ...PROCUREMENT_COST_REPORTS, ...PROCUREMENT_ORDER_REPORTS]),
  ...dashboardScreens(PROCUREMENT_DASHBOARDS),
  [PROCUREMENT.purRequests.path]: RequestsScreen,
  [PROCUREMENT.purRequestApprovals.path]: RequestApprovalsScreen,
  [PROCUREMENT.purRepRequestHistory.path]: RequestHistoryScreen,
  [PROCUREMENT.purEnquiries.path]: EnquiriesScreen,
  [PROCUREMENT.purEnquiryApprovals.path]: EnquiryApprovalsScreen,
  [PROCUREMENT.purQuotations.path]: QuotationsScreen,
  [PROCUREMENT.purQuotationApprovals.path]: QuotationApprovalsScreen,
  [PROCUREMENT.purQuotationComparison.path]: QuotationComparisonScreen,
  [PROCUREMENT.purBulkOrders.path]: BulkOrdersScreen,
  [PROCUREMENT.purOrderApprovals.path]: OrderApprovalsScreen,
  [PROCUREMENT.purAccSettings.path]: AccountSettingsScreen,
  [PROCUREMENT.purOrderTerms.path]: OrderTermsScreen,
  [PROCUREMENT.purStockOrders.path]: resourceScreen(PURCHASE_ORDERS, PurchaseOrderSources),
  [PROCUREMENT.purStockPurchases.path]: resourceScreen(GOODS_RECEIPTS, ReceiptSources),
  [PROCUREMENT.purReturns.path]: ReturnsScreen,
  [PROCUREMENT.purCreditNotes.path]: CreditNotesScreen,
  [PROCUREMENT.purStockAdvances.path]: AdvancesScreen,
  [PROCUREMENT.purStockPayments.path]: PaymentsScreen,
};
