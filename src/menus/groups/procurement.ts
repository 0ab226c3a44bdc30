import { ADMIN } from '../catalogue/admin';
import { PROCUREMENT as P } from '../catalogue/procurement';
import { group, link, moduleGroup } from '../menu-builders';

/**
 * The spec points requests, enquiries, quotations, bulk orders and the approvals at the four stock routes; each
 * label opens its own screen instead. An approval queue's code is the approve transaction (98; spec
 * section 6: "Request, Enquiry, Order Approval") of what it approves.
 */
const orderManagement = group('Order management', [
  link(P.purRequests, 'Requests'),
  link(P.purEnquiries, 'Enquiries'),
  link(P.purQuotations, 'Quotations'),
  link(P.purQuotationComparison, 'Quotation comparison'),
  link(P.purStockOrders, 'Orders'),
  link(P.purBulkOrders, 'Bulk orders'),
  link(P.purRequestApprovals, 'Request approvals'),
  link(P.purEnquiryApprovals, 'Enquiry approvals'),
  link(P.purQuotationApprovals, 'Quotation approvals'),
  link(P.purOrderApprovals, 'Order approvals'),
]);

const orderReports = group('Order reports', [
  link(P.purRepListOfRequests),
  link(P.purRepItemWisePendingRequests),
  link(P.purRepPendingRequests),
  link(P.purRepRequestsToApprove),
  link(P.purRepExpiredRequests),
  link(P.purRepPendingOrders),
  link(P.purRepExpectedMaterials),
  link(P.purRepPendingAdvances),
  link(P.purRepListOfEnquiries),
  link(P.purRepListOfOrders),
  link(P.purRepSupplierWiseOrders),
  link(P.purRepRequestHistory),
  link(P.purRepPriceComparison),
]);

const transactions = group('Transactions', [
  link(P.purStockAdvances, 'Advances'),
  link(P.purStockPurchases, 'Inwards'),
  link(P.purReturns, 'Returns'),
  link(P.purCreditNotes, 'Credit notes'),
  link(P.purStockPayments, 'Payments'),
]);

const costReports = group('Cost reports', [
  link(P.purCostrepListofadvances),
  link(P.purCostrepAdvancesliable),
  link(P.purCostrepListofpurchases),
  link(P.purCostrepDetailedpurchases),
  link(P.purCostrepConsolidatedpurchases),
  link(P.purCostrepSupplierwisepurchases),
  link(P.purCostrepSupplierwiseconsolidations),
  link(P.purCostrepSupplierdaybook),
  link(P.purCostrepSuppliersnapshot),
  link(P.purCostrepListofreturns),
  link(P.purCostrepConsolidatedreturns),
  link(P.purCostrepSupplierwisereturns),
  link(P.purCostrepPurchasesToReturns),
  link(P.purCostrepListofcreditnotes),
]);

/** Opens one part of the administrators' System settings screen, where the purchase settings are kept. */
const systemPart = (name: string, query: string) =>
  link(ADMIN.system, name, { state: `/${ADMIN.system.path}?${query}` });

/**
 * The purchases setup screens of spec section 6. Settings, mail settings and the two covering letters are sections of
 * System settings (administrators only); purchase types have no screen and no documented routes, so no entry.
 */
const setup = group('Setup', [
  link(P.purOrderTerms),
  systemPart('Settings', 'section=approvals-pur'),
  link(P.purAccSettings, 'Accounts'),
  link(P.purTaxassignings),
  systemPart('Mail settings', 'section=mail-settings'),
  systemPart('Enquiry covering', 'section=covering-letters&letter=PUR_ENQ'),
  systemPart('Order covering', 'section=covering-letters&letter=PUR_ORD'),
]);

/** The procurement (purchases) sidebar group. */
export const PROCUREMENT_MENU = moduleGroup(
  'Procurements',
  'procurement',
  'Material Enquiries, Quotations, Orders and Receipts',
  [
    link(P.dashboard, 'Dashboard'),
    group('Masters', [link(P.purSupGroups), link(P.purSup), link(P.purSupOpenings, 'Supplier openings')]),
    orderManagement,
    transactions,
    group('Key reports', [link(P.purStockKeyrepSupGroups, 'Supplier groups'), link(P.purStockKeyrepSups, 'Suppliers')]),
    orderReports,
    costReports,
    setup,
  ],
);
