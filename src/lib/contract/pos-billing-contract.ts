import * as z from 'zod';
import { contractRoute, transactionResult } from './contract-route';
import { rows, text, traCheck, usr } from './contract-fields';

/*
 * 01-pos "Billing / KOT / settlement". The contract is the customer's POS client alone (its server is not public): it
 * gives the request bodies and nothing of their answers. A save's answer is held to the one every controller gives
 * (README: TransactionResult, `result` "OK" or the refusal's text), loose: ours adds the tickets, bills or bill made.
 */

/** A KOT line: the contract names the list (`kotinf: any[]`) and none of a line's fields. */
const kotLine = z.looseObject({});

/** `{ tableno, restacode, usr }`: the table's open KOTs made into its bill. */
const makeBill = z.strictObject({ tableno: text, restacode: text, usr });

/** `{ billno: number, settlemode: string, usr }`: a bill settled in one settlement mode. */
const settleBill = z.strictObject({ billno: z.number().nullable().optional(), settlemode: text, usr });

const discount = z.union([
  z.strictObject({ kind: z.literal('PERCENT'), percent: z.number() }),
  z.strictObject({ kind: z.literal('AMOUNT'), amount: z.number() }),
]);

/** One payment of a settlement (ours): its mode and amount, the cash handed over, a reference, customer or room. */
const tender = z.strictObject({
  mode: z.string(),
  amount: z.number(),
  tendered: z.number().optional(),
  reference: z.string().optional(),
  customer: z.string().optional(),
  room: z.string().optional(),
});

const MAKE_BILL_EXTRAS =
  'Ours: billId (made on the client, so a bill kept offline and sent again is made once), kotIds (the KOTs the ' +
  'cashier saw: the bill waits until all have arrived), discount with discountReason, ncDepartment (a ' +
  'non-chargeable bill), and parts (a split by items, one bill a part). The contract bills the whole table as it ' +
  'stands; the real server does not read these, so against it a bill has no discount, NC or split.';

const SETTLE_EXTRAS =
  'Ours: settleId (made on the client: a settlement sent again is taken once), billId and part (a bill made ' +
  'offline, settled before it has its number), and tenders (a split tender, the cash handed over, a card or UPI ' +
  'reference, the credit customer or the room). The contract settles the whole bill in settlemode; the real ' +
  'server does not read these, so against it a settlement is one mode and no split.';

/** 01-pos: the KOT, the bill by table and its settlement. */
export const POS_BILLING_CONTRACT = {
  kot: contractRoute(
    'api/POSClassyBilling/setCompleteKOTInformation',
    z.strictObject({ kotinf: rows(kotLine), outlet: text, usr, traCheck }),
    transactionResult,
  ),
  makeBill: contractRoute(
    'api/pos/makePOSBillByTableNo',
    makeBill.extend({
      billId: text,
      kotIds: z.array(z.string()).optional(),
      discount: discount.optional(),
      discountReason: text,
      ncDepartment: text,
      parts: z.array(z.array(z.strictObject({ lineId: z.string(), qty: z.number() }))).optional(),
    }),
    transactionResult,
    MAKE_BILL_EXTRAS,
  ),
  settle: contractRoute(
    'api/pos/setSettleBill',
    settleBill.extend({
      settleId: text,
      billId: text,
      part: z.number().int().optional(),
      tenders: z.array(tender).optional(),
    }),
    transactionResult,
    SETTLE_EXTRAS,
  ),
} as const;
