import { code, MODULE } from '../../lib/permissions/permission-code';
import { PROCUREMENT as P } from '../catalogue/procurement';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.purchases;
// Menu code 8 (setup) as in the catalogue: the setup labels still waiting for screens of their own take screen
// numbers from 51 up.
const SETUP = 8;

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
  link(P.purRepPendingRequests),
  link(P.purRepRequestsToApprove),
  link(P.purRepExpiredRequests),
  link(P.purRepPendingOrders),
  link(P.purRepExpectedMaterials),
  link(P.purRepPendingAdvances),
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
]);

/** The purchases setup screens of spec section 6; only accounts and tax assignings have routes of their own. */
const setup = group('Setup', [
  placeholder('Purchase types', code(M, SETUP, 51), P.purAccSettings),
  placeholder('Order terms', code(M, SETUP, 52), P.purAccSettings),
  placeholder('Settings', code(M, SETUP, 53), P.purAccSettings),
  link(P.purAccSettings, 'Accounts'),
  link(P.purTaxassignings),
  placeholder('Mail settings', code(M, SETUP, 54), P.purAccSettings),
  placeholder('Enquiry covering', code(M, SETUP, 55), P.purAccSettings),
  placeholder('Order covering', code(M, SETUP, 56), P.purAccSettings),
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
