import * as z from 'zod';
import { date, documentAddress, model, num, numOrText, rows, text, traCheck, usr } from './contract-fields';
import { contractRoute, transactionResult } from './contract-route';
import { withUser } from './crm-target-contract';

/*
 * The sales invoice with its dispatch pass code (05-crm §4), customer receipts and sale returns (§5) and the sales
 * reports (§10) of the contract's CRM, whose screens are the point of sale's stock sales (src/modules/pos).
 */

/** The address block of a party on a document, as the contract's documents spell it (03-procurement §4). */
const ADDRESS = documentAddress;

/**
 * `SalSalesUni`: SaleType, PartyId, PartyName, address, amounts, RefSoid, CurrencySymbol, CurrencyConversion, and by
 * its rules the record, number, day, Pos, pass code and its check, the branch and company.
 */
const salSalesUni = model({
  recordId: numOrText,
  seq: text,
  dat: date,
  saleType: text,
  partyId: numOrText,
  partyName: text,
  ...ADDRESS,
  baseamt: num,
  discount: num,
  taxes: num,
  others: num,
  totalAmt: num,
  refSoid: numOrText,
  currencySymbol: text,
  currencyConversion: num,
  pos: num,
  passCode: text,
  passCodeCheck: num,
  branchId: text,
  customerCode: num,
});

/** `SalSalesDet` (Store, ItemId, ItemName, Batchno, Manudate, Expdate, Qty, Mrp, Rat, RefSoid, RefSoLine, BranchId). */
const salSalesDet = model({
  sno: num,
  store: numOrText,
  itemId: numOrText,
  itemName: text,
  batchno: text,
  manudate: date,
  expdate: date,
  qty: num,
  mrp: num,
  rat: num,
  refSoid: numOrText,
  refSoLine: num,
  branchId: text,
});

/** A model the contract names without its fields (a tax row, a return's header and lines): left open. */
const unnamed = z.looseObject({});

const INVOICE_EXTRAS =
  'Ours (the stock sales screens, src/modules/pos/stock-sales): header.agent and header.employee, whom the sale is ' +
  'credited to for commission and targets; header.remarks; header.advance, the customer’s advances adjusted on it; ' +
  'each line’s gin (the lot it comes out of), discPer and taxCode (the server takes no discount or tax on a line: ' +
  'its taxes are the body’s `taxes`); and traCheck 3 with `reason`, a cancel kept and marked where the real server ' +
  'saves invoices only (traCheck 1). The real server ignores all of these.';

/** `PartyPaymentsuni` of a receipt: the fields the contract names (PartyId, BaseAmt, Tds, Rebate, Others, …). */
const partyPaymentsUni = model({
  partyId: numOrText,
  baseAmt: num,
  tds: num,
  rebate: num,
  others: num,
  receiptAmt: num,
  modeOfPayment: text,
  revAccount: numOrText,
});

/**
 * `PartyTransactions`, a bill-wise allocation: the fields the contract names of the party ledger (README "Party
 * ledger", 03-procurement §5), with the party it is of.
 */
const partyTransactions = model({
  partyId: numOrText,
  transactionType: text,
  transactionAmt: num,
  pendingAmount: num,
  paymentAmount: num,
  onTraId: numOrText,
  descriptio: text,
});

const RECEIPT_EXTRAS =
  'Ours (the receipts screen, src/modules/pos/receipts): header.creditAdjusted, the customer’s credit on account ' +
  '(returns credited to no bill) set against the bills, and header.remarks. The real server ignores both.';

export const CRM_INVOICE_CONTRACT = {
  saveSale: contractRoute(
    'api/SaleDespatches/SetSale',
    z.strictObject({
      header: salSalesUni.extend({ agent: numOrText, employee: numOrText, remarks: text, advance: num }),
      lines: rows(salSalesDet.extend({ gin: text, discPer: num, taxCode: text })),
      taxes: rows(unnamed),
      traCheck,
      reason: text,
      usr,
    }),
    transactionResult,
    INVOICE_EXTRAS,
  ),
  saveReceipt: contractRoute(
    'api/CRMReceipts/SetPartyReceipt',
    z.strictObject({
      header: partyPaymentsUni.extend({ creditAdjusted: num, remarks: text }),
      lines: rows(partyTransactions),
      usr,
    }),
    transactionResult,
    RECEIPT_EXTRAS,
  ),
  saleReturnRequirements: contractRoute('api/CRMSaleReturns/GetSaleReturnRequirements', withUser, z.unknown()),
  saveSaleReturn: contractRoute(
    'api/CRMSaleReturns/SetSaleReturn',
    z.strictObject({ header: unnamed, lines: rows(unnamed), taxes: rows(unnamed), traCheck, usr }),
    transactionResult,
  ),
  listOfSales: contractRoute('api/SaleReports/SalRepListOfSales', withUser, z.unknown()),
  customerGroups: contractRoute('api/CRMKeyReports/crmeyRepCustomerGroups', withUser, z.unknown()),
} as const;
