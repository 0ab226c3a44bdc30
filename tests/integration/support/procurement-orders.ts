import { dataProvider } from '../../../src/lib/api/data-provider';
import { BULK_ORDER_ENDPOINTS as API } from '../../../src/modules/procurement/bulk-orders/bulk-order-endpoints';
import type { BulkRequirements } from '../../../src/modules/procurement/bulk-orders/bulk-order-types';
import { listRecords } from '../../../src/mocks/core/record-store';
import type { OrderWithRequests } from '../../../src/mocks/procurement/bulk-order-pending';

// What the purchase order tests (procurement-bulk-orders-approvals, procurement-orders-from-request-quotation)
// share: the company, its stored purchase orders and what the bulk order screen reads.
export const COMPANY = 1002;
const ORDERS = 'procurement.purchase-orders';
export const orders = () =>
  listRecords<OrderWithRequests & { typeOfOrder: string; baseamt: number; totalAmt: number }>(ORDERS, COMPANY);
export const requirements = () => dataProvider.read<BulkRequirements>(API.requirements);
