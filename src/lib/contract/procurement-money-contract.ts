import * as z from 'zod';
import { date, num, text, totAdvanceDetails, traCheck, usr } from './contract-fields';
import { contractRoute, generalInformation, transactionResult } from './contract-route';
import { id, listOf, printResult } from './procurement-parts-contract';

/**
 * 03 §8 names `PartyPaymentsuni` and `PartyPaymentsdet` but not their fields (the controller is not public): the
 * fields our client sends are known, the rest cannot be refused.
 */
const paymentHeader = z.looseObject({
  dat: date,
  vendorid: id,
  amt: num,
  paymentmode: text,
  accountId: id,
  remarks: text,
});
const paymentLine = z.looseObject({ billId: text, amt: num });

/** A row of the pending sale orders: `CrmSaleOrderUni` (05 §3). */
const saleOrderRow = z.looseObject({ recordId: z.number(), seq: z.string(), totalAmt: num, pos: num });

/** 03 §4b and §8: advances on orders (both sides share the routes) and supplier payments. */
export const PURCHASE_MONEY_CONTRACT = {
  advance: contractRoute(
    'api/purSetup/SetTotalAdvanceDetails',
    z.strictObject({ advance: totAdvanceDetails, tracheck: traCheck, usr }),
    z.looseObject({
      advance: z.looseObject({ recordId: z.number(), seq: z.string() }).nullable().optional(),
      tracheck: num,
      result: z.string(),
      fname: text,
    }),
  ),
  advancePrint: contractRoute('api/purSetup/PrintAdvanceInfo', generalInformation, printResult),
  pendingSaleOrders: contractRoute('api/purSetup/GetPendingSaleOrders', generalInformation, listOf(saleOrderRow)),
  // The controller is not public: answered as every save of the server is (README).
  payment: contractRoute(
    'api/PartyPayments/SetPartyPayment',
    z.strictObject({ header: paymentHeader, lines: z.array(paymentLine), usr }),
    transactionResult,
  ),
} as const;
