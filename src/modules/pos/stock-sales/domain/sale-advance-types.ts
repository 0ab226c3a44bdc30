/**
 * Advances received from customers, on the shared advances route of the contract (03-procurement.md
 * section 4b, `TotalAdvancesController` under `api/purSetup/`): Tratype "SAL_REC", numbers `ADRE<yy><yy>_<6>`.
 * The supplier side (Tratype PUR_VOU) shares these routes; `detail: 'SAL_REC'` (or the advance's own
 * tratype) asks for the customers' side where the body has it. The requirements' UserInfo body says no side: the
 * answer's accounts are the user's, whichever side asks.
 */
export const SALE_ADVANCE_ENDPOINTS = {
  /**
   * UserInfo -> AdvanceRequirements `{ voucher, accounts }` (and `dat`). The voucher is the server's next number of
   * no side in particular: the screen shows the number the save answers.
   */
  requirements: 'api/purSetup/GetTotalAdvanceRequirements',
  /** GeneralInformation (`recordId` 1: all with Pos ≤ 3) -> the sale orders an advance may be received on. */
  pendingOrders: 'api/purSetup/GetPendingSaleOrders',
  /**
   * `{ recordId (order), detail: 'SAL_REC' }` -> its advances; ours: without recordId, `{ frmDate, toDate, detail }` ->
   * the period's.
   */
  list: 'api/purSetup/GetTotalAdvanceDetails',
  /** `{ advance, tracheck (1 create, 3 cancel), usr }` -> `{ advance, tracheck, result }`. */
  save: 'api/purSetup/SetTotalAdvanceDetails',
  /** `{ recordId, usr }` -> `{ result, fname }`; counts the print. */
  print: 'api/purSetup/PrintAdvanceInfo',
} as const;

export const SALE_ADVANCE_TRATYPE = 'SAL_REC';

/** The query key of every customer-advance call (the records themselves share the advances' table). */
export const SALE_ADVANCES_KEY = 'pos.sale-advances';

export type AdvanceMode = 'CAS' | 'BAN' | 'MOB';

/** `TotAdvanceDetails` of an advance received (camelCase on the wire). */
export interface SaleAdvance {
  recordId: number;
  /** ADRE<yy><yy>_<6>. */
  seq: string;
  /** The sale order's record id; 0: on account (ours: the contract ties every advance to an order). */
  transactionId: number;
  tratype: 'SAL_REC';
  dat: string;
  amt: number;
  paymentmode: AdvanceMode;
  remarks: string;
  bankdetails: string;
  usrName: string;
  /** The customer's code. */
  partyId: string;
  /** The user's cash, bank or wallet account the money went into. */
  accountId: string;
  /** Ours: the order's number (or 'On account') and the customer's name, for lists and prints. */
  detail1: string;
  detail2: string;
  printCount: number;
  cancelled: boolean;
  /** Ours, in answers only: what invoices have adjusted of it. */
  adjusted?: number;
}

export interface SaleAdvanceInput {
  tratype: 'SAL_REC';
  partyId: string;
  transactionId: number;
  dat: string;
  amt: number;
  paymentmode: string;
  accountId: string;
  bankdetails: string;
  remarks: string;
}

/** A sale order (CrmSaleOrderUni) an advance may be received on. */
export interface AdvanceSaleOrder {
  recordId: number;
  seq: string;
  dat: string;
  partyId: string;
  partyName: string;
  totalAmt: number;
  /** 1 pending approval, 2 approved at creation, 3 approved by the approver. */
  pos?: number;
  /** Ours: what has been received on it. */
  advances: number;
}

/** GetTotalAdvanceRequirements' answer. */
export interface AdvanceRequirements {
  voucher?: string;
  /** Today, where the server gives it. */
  dat?: string;
  accounts: Array<{ code: string; detail: string; typ: AdvanceMode }>;
}

/** What a new customer advance needs, from the three calls that give it. */
export interface SaleAdvanceRequirements {
  dat?: string;
  accounts: AdvanceRequirements['accounts'];
  customers: Array<{ code: string; name: string }>;
  /** The approved ones only. */
  orders: AdvanceSaleOrder[];
}
