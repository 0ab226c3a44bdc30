import { code, MODULE, withTransaction } from '../../lib/permissions/permission-code';
import { PROCUREMENT as P } from '../catalogue/procurement';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.purchases;
// Menu codes as in the catalogue: 2 order management, 3 transactions, 8 setup. Placeholder labels take
// screen numbers from 51 up, or the spec's special stock codes (666 returns, 777 credit notes).
const ORDER_MANAGEMENT = 2;
const TRANSACTIONS = 3;
const SETUP = 8;
const ENQUIRIES = code(M, ORDER_MANAGEMENT, 52);

/**
 * Requests, enquiries, quotations, bulk orders and the approvals share the four stock routes (spec section 2);
 * each keeps its own code and opens the stock orders screen, the nearest of the four. An approval's code is the
 * approve transaction (98; spec section 6: "Request, Enquiry, Order Approval") of what it approves.
 */
const orderManagement = group('Order management', [
  link(P.purRequests, 'Requests'),
  placeholder('Enquiries', ENQUIRIES, P.purStockOrders),
  placeholder('Quotations', code(M, ORDER_MANAGEMENT, 53), P.purStockOrders),
  link(P.purStockOrders, 'Orders'),
  placeholder('Bulk orders', code(M, ORDER_MANAGEMENT, 54), P.purStockOrders),
  link(P.purRequestApprovals, 'Request approvals'),
  placeholder('Enquiry approvals', withTransaction(ENQUIRIES, 'approve'), P.purStockOrders),
  placeholder('Order approvals', withTransaction(P.purStockOrders.code!, 'approve'), P.purStockOrders),
]);

const transactions = group('Transactions', [
  link(P.purStockAdvances, 'Advances'),
  link(P.purStockPurchases, 'Inwards'),
  // 666 stock returns undo inwards; 777 credit notes settle with the supplier like payments.
  placeholder('Returns', code(M, TRANSACTIONS, 666), P.purStockPurchases),
  placeholder('Credit notes', code(M, TRANSACTIONS, 777), P.purStockPayments),
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
export const PROCUREMENT_MENU = moduleGroup('Procurements', 'procurement', 'Material Enquiries, Quotations, Orders and Receipts', [
  link(P.dashboard, 'Dashboard'),
  group('Masters', [link(P.purSupGroups), link(P.purSup), link(P.purSupOpenings, 'Supplier openings')]),
  orderManagement,
  transactions,
  group('Key reports', [link(P.purStockKeyrepSupGroups, 'Supplier groups'), link(P.purStockKeyrepSups, 'Suppliers')]),
  costReports,
  setup,
]);
