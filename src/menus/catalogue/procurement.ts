import { code, dashboardCode, MODULE, withTransaction } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.purchases;
// Menus (spec section 6): 1 masters, 2 order management, 3 transactions, 8 setup, 11 reports;
// dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const ORDER_MANAGEMENT = 2;
const TRANSACTIONS = 3;
const SETUP = 8;
const REPORTS = 11;
// The special stock screen codes of spec section 6 (666 returns and 777 credit notes are menu placeholders).
const STOCK_ORDERS = 444;
const STOCK_INWARDS = 555;
const SUPPLIER_PAYMENTS = 888;
/** The three special stock screens are vendor screens: any right on the screen code opens them. */
const VENDOR = { vendorScreen: true } as const;

/** Every procurement (purchases) route (spec section 2, "Procurement") with its title and permission code. */
export const PROCUREMENT = {
  dashboard: screen('procurement/dashboard', 'Procurement dashboard', dashboardCode(M)),
  purSupGroups: screen('procurement/pur-sup-groups', 'Supplier groups', code(M, MASTERS, 1)),
  purSup: screen('procurement/pur-sup', 'Suppliers', code(M, MASTERS, 2)),
  /** The other path of the suppliers screen ("pur-sup or pur-suppliers"): the same screen and code. */
  purSuppliers: screen('procurement/pur-suppliers', 'Suppliers', code(M, MASTERS, 2)),
  purSupOpenings: screen('procurement/pur-sup-openings', 'Supplier opening balances', code(M, MASTERS, 3)),
  /**
   * Requests (indents): the contract's screenCheck(usr, 2, 2, 1, tracheck); their approval queue needs transaction 98
   * of the same screen.
   */
  purRequests: screen('procurement/pur-requests', 'Purchase requests', code(M, ORDER_MANAGEMENT, 1)),
  purRequestApprovals: screen(
    'procurement/pur-request-approvals',
    'Request approvals',
    withTransaction(code(M, ORDER_MANAGEMENT, 1), 'approve'),
  ),
  /**
   * Enquiries and quotations: the contract's screenCheck(usr, 2, 2, 3 | 4, tran); approval queues with transaction 98.
   */
  purEnquiries: screen('procurement/pur-enquiries', 'Purchase enquiries', code(M, ORDER_MANAGEMENT, 3)),
  purEnquiryApprovals: screen(
    'procurement/pur-enquiry-approvals',
    'Enquiry approvals',
    withTransaction(code(M, ORDER_MANAGEMENT, 3), 'approve'),
  ),
  purQuotations: screen('procurement/pur-quotations', 'Purchase quotations', code(M, ORDER_MANAGEMENT, 4)),
  purQuotationApprovals: screen(
    'procurement/pur-quotation-approvals',
    'Quotation approvals',
    withTransaction(code(M, ORDER_MANAGEMENT, 4), 'approve'),
  ),
  purQuotationComparison: screen(
    'procurement/pur-quotation-comparison',
    'Quotation comparison',
    code(M, ORDER_MANAGEMENT, 7),
  ),
  /** Bulk orders: the contract's SetPurchaseOrder2, screenCheck(usr, 2, 3, 4, 1). */
  purBulkOrders: screen('procurement/pur-bulk-orders', 'Bulk orders', code(M, TRANSACTIONS, 4)),
  purOrderApprovals: screen(
    'procurement/pur-order-approvals',
    'Order approvals',
    withTransaction(code(M, ORDER_MANAGEMENT, STOCK_ORDERS), 'approve'),
    VENDOR,
  ),
  purRepPendingRequests: screen('procurement/pur-rep-pending-requests', 'Pending requests', code(M, REPORTS, 12)),
  purRepRequestsToApprove: screen(
    'procurement/pur-rep-requests-to-approve',
    'Requests to be approved',
    code(M, REPORTS, 13),
  ),
  purRepExpiredRequests: screen('procurement/pur-rep-expired-requests', 'Expired requests', code(M, REPORTS, 14)),
  purRepPendingOrders: screen('procurement/pur-rep-pending-orders', 'Pending orders', code(M, REPORTS, 15)),
  purRepExpectedMaterials: screen('procurement/pur-rep-expected-materials', 'Expected materials', code(M, REPORTS, 16)),
  purRepPendingAdvances: screen('procurement/pur-rep-pending-advances', 'Pending advances', code(M, REPORTS, 17)),
  purRepListOfRequests: screen('procurement/pur-rep-list-of-requests', 'List of requests', code(M, REPORTS, 18)),
  purRepItemWisePendingRequests: screen(
    'procurement/pur-rep-itemwise-pending-requests',
    'Item-wise pending requests',
    code(M, REPORTS, 19),
  ),
  purRepListOfEnquiries: screen('procurement/pur-rep-list-of-enquiries', 'List of enquiries', code(M, REPORTS, 20)),
  purRepListOfOrders: screen('procurement/pur-rep-list-of-orders', 'List of orders', code(M, REPORTS, 21)),
  purRepSupplierWiseOrders: screen(
    'procurement/pur-rep-supplierwise-orders',
    'Supplier-wise orders',
    code(M, REPORTS, 22),
  ),
  /** Purchases of two periods side by side, item by item (the contract's PurAnalysisPriceComparison). */
  purRepPriceComparison: screen(
    'procurement/pur-rep-price-comparison',
    'Purchase price comparison',
    code(M, REPORTS, 28),
  ),
  /** Who created, changed or deleted each purchase request, and what it said then (the requests' history tables). */
  purRepRequestHistory: screen('procurement/pur-rep-request-history', 'Request history', code(M, REPORTS, 29)),
  purStockAdvances: screen('procurement/pur-stock-advances', 'Supplier advances', code(M, TRANSACTIONS, 1)),
  purStockOrders: screen(
    'procurement/pur-stock-orders',
    'Stock orders',
    code(M, ORDER_MANAGEMENT, STOCK_ORDERS),
    VENDOR,
  ),
  purStockPurchases: screen(
    'procurement/pur-stock-purchases',
    'Stock inwards',
    code(M, TRANSACTIONS, STOCK_INWARDS),
    VENDOR,
  ),
  /**
   * Returns and credit notes: the spec's special codes 666 and 777 (its menu's placeholders), each now a screen of its
   * own.
   */
  purReturns: screen('procurement/pur-returns', 'Purchase returns', code(M, TRANSACTIONS, 666)),
  purCreditNotes: screen('procurement/pur-credit-notes', 'Credit notes', code(M, TRANSACTIONS, 777)),
  purStockPayments: screen(
    'procurement/pur-stock-payments',
    'Supplier payments',
    code(M, TRANSACTIONS, SUPPLIER_PAYMENTS),
    VENDOR,
  ),
  purStockKeyrepSupGroups: screen(
    'procurement/pur-stock-keyrep-sup-groups',
    'List of supplier groups',
    code(M, REPORTS, 1),
  ),
  purStockKeyrepSups: screen('procurement/pur-stock-keyrep-sups', 'List of suppliers', code(M, REPORTS, 2)),
  purCostrepListofadvances: screen('procurement/pur-costrep-listofadvances', 'List of advances', code(M, REPORTS, 3)),
  purCostrepAdvancesliable: screen('procurement/pur-costrep-advancesliable', 'Advances liable', code(M, REPORTS, 4)),
  purCostrepListofpurchases: screen(
    'procurement/pur-costrep-listofpurchases',
    'List of purchases',
    code(M, REPORTS, 5),
  ),
  purCostrepDetailedpurchases: screen(
    'procurement/pur-costrep-detailedpurchases',
    'Detailed purchases',
    code(M, REPORTS, 6),
  ),
  purCostrepConsolidatedpurchases: screen(
    'procurement/pur-costrep-consolidatedpurchases',
    'Consolidated purchases',
    code(M, REPORTS, 7),
  ),
  purCostrepSupplierwisepurchases: screen(
    'procurement/pur-costrep-supplierwisepurchases',
    'Supplier-wise purchases',
    code(M, REPORTS, 8),
  ),
  purCostrepSupplierwiseconsolidations: screen(
    'procurement/pur-costrep-supplierwiseconsolidations',
    'Supplier-wise consolidations',
    code(M, REPORTS, 9),
  ),
  purCostrepSupplierdaybook: screen(
    'procurement/pur-costrep-supplierdaybook',
    'Supplier day book',
    code(M, REPORTS, 10),
  ),
  purCostrepSuppliersnapshot: screen(
    'procurement/pur-costrep-suppliersnapshot',
    'Supplier snapshot',
    code(M, REPORTS, 11),
  ),
  purCostrepListofreturns: screen(
    'procurement/pur-costrep-listofreturns',
    'List of purchase returns',
    code(M, REPORTS, 23),
  ),
  purCostrepConsolidatedreturns: screen(
    'procurement/pur-costrep-consolidatedreturns',
    'Consolidated purchase returns',
    code(M, REPORTS, 24),
  ),
  purCostrepSupplierwisereturns: screen(
    'procurement/pur-costrep-supplierwisereturns',
    'Supplier-wise returns',
    code(M, REPORTS, 25),
  ),
  purCostrepPurchasesToReturns: screen(
    'procurement/pur-costrep-purchasestoreturns',
    'Purchases to returns',
    code(M, REPORTS, 26),
  ),
  purCostrepListofcreditnotes: screen(
    'procurement/pur-costrep-listofcreditnotes',
    'List of credit notes',
    code(M, REPORTS, 27),
  ),
  purAccSettings: screen('procurement/pur-acc-settings', 'Purchase accounts settings', code(M, SETUP, 1)),
  purTaxassignings: screen('procurement/pur-taxassignings', 'Tax assignings', code(M, SETUP, 2)),
  /**
   * The order terms master (the contract's GetPurchaseTerms / SetPurchaseTerm). The server checks screen 8/2, which
   * our tax assignings took first; the terms keep the code of the menu entry they replace.
   */
  purOrderTerms: screen('procurement/pur-order-terms', 'Order terms', code(M, SETUP, 52)),
} as const;
