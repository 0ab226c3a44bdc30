import type { PaymentMode } from '../domain/posting-codes';

/** The advance calls of the customer's server (contract 03 section 4b), POSTs under `api/purSetup/`. */
export const ADVANCE_ENDPOINTS = {
  /**
   * UserInfo -> `{ voucher (next ADVO number), dat, accounts: [{ code, detail, typ }] }` (the user's CAS/BAN/MOB
   * accounts).
   */
  requirements: 'api/purSetup/GetTotalAdvanceRequirements',
  /**
   * `{ recordId: 1, usr }` -> the orders with pos ≤ 3:
   * `[{ recordId, seq, dat, vendorid, vendorname, pos, totalAmt, advances }]`.
   */
  pendingOrders: 'api/purSetup/GetPendingOrders',
  /**
   * `{ recordId (order), detail: 'PUR_VOU', usr }` -> its advances; ours: without recordId, `{ frmDate, toDate }` ->
   * the period's.
   */
  list: 'api/purSetup/GetTotalAdvanceDetails',
  /** `{ advance, tracheck (1 create, 3 cancel), usr }` -> `{ advance, tracheck, result, fname }`. */
  save: 'api/purSetup/SetTotalAdvanceDetails',
  /** `{ recordId, usr }` -> `{ result, fname }`; counts the print. */
  print: 'api/purSetup/PrintAdvanceInfo',
} as const;

export const ADVANCE_RESOURCE = 'procurement.advances';

/** `TotAdvanceDetails` as the wire carries it (camelCase). Tratype PUR_VOU: paid to a supplier on an order. */
export interface TotAdvance {
  recordId: number;
  /** ADVO<yy><yy>_<6>. */
  seq: string;
  /** The order's record id. */
  transactionId: number;
  tratype: 'PUR_VOU';
  /** 'yyyy-MM-dd'. */
  dat: string;
  amt: number;
  paymentmode: PaymentMode;
  remarks: string;
  bankdetails: string;
  usrName: string;
  /** The supplier (the order's vendorid). */
  partyId: string;
  accountId: string;
  /** Ours: the order's number and the supplier's name, for lists and prints. */
  detail1: string;
  detail2: string;
  printCount: number;
  /** Ours: a cancelled advance stays, marked; its ledger row and voucher are taken back. */
  cancelled: boolean;
}

/** An order an advance may be paid on. */
export interface AdvanceOrder {
  recordId: number;
  seq: string;
  dat: string;
  vendorid: string;
  vendorname: string;
  pos: number;
  totalAmt: number;
  /** What is already paid on it (not cancelled). */
  advances: number;
}

/** A cash, bank or wallet account assigned to the user. */
export interface SourceAccount {
  code: string;
  detail: string;
  typ: PaymentMode;
}

export interface AdvanceRequirements {
  voucher: string;
  dat: string;
  accounts: SourceAccount[];
}

export interface AdvanceSaveAnswer {
  result: string;
  advance?: TotAdvance;
  fname?: string;
}
