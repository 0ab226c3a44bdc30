import * as z from 'zod';
import { contractRoute, generalInformation, type ContractRoute } from './contract-route';
import { POS_BILLING_CONTRACT } from './pos-billing-contract';
import { POS_INVENTORY_CONTRACT } from './pos-inventory-contract';
import { POS_MASTERS_CONTRACT } from './pos-masters-contract';

/** An outlet's code (`ResOutletMaster.RestaCode`); blank or absent is every outlet. */
const outletFilter = { restaCode: z.string().nullable().optional() };

const OUTLET_FILTER =
  'Ours: restaCode narrows the report to one outlet, as a cashier needs to reconcile their own outlet by mode and a ' +
  'manager to read one outlet by waiter, table or NC department. The contract body names no outlet: the real server ' +
  'ignores restaCode and reports every outlet of the user’s branch (bCode, cCode; whether it keeps to the user’s ' +
  'assigned outlets is not known, its POS code is not public). Without restaCode ours does the same over the outlets ' +
  'the user may see, grouped by outlet.';

/** The restaurant reports whose body is `{ frmDate, toDate?, detail?, recordId?, usr }` and which take our outlet. */
const OUTLET_REPORTS = [
  'api/pos/getResRepSales',
  'api/pos/getResRepSaleReport',
  'api/pos/getResRepSaleReportConsolidated',
  'api/pos/getResRepDiscountedSaleReport',
  'api/pos/getResRepSpecialSaleReport',
  'api/pos/GetItemWiseCompleteDetails',
  'api/pos/getItemWiseConsolidations',
  'api/pos/getKOTCompleteDetails',
  'api/posDayReps/getSettlements',
  'api/posDayReps/getSettlementsConsolidated',
];

/**
 * The pos routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason).
 */
export const POS_CONTRACT: readonly ContractRoute[] = [
  ...OUTLET_REPORTS.map((route) =>
    contractRoute(route, generalInformation.extend(outletFilter), z.unknown(), OUTLET_FILTER),
  ),
  contractRoute(
    'api/pos/GetTopItemsList',
    generalInformation.extend({ ...outletFilter, top: z.number().int().nullable().optional() }),
    z.unknown(),
    `${OUTLET_FILTER} Ours too: top, how many items to rank (1 to 100; absent, 10); the contract names no count, so ` +
      'the real server ranks as many as it does.',
  ),
  ...Object.values(POS_BILLING_CONTRACT),
  ...Object.values(POS_MASTERS_CONTRACT),
  ...Object.values(POS_INVENTORY_CONTRACT),
];
