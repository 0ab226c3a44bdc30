import * as z from 'zod';
import {
  date,
  documentAddress,
  model,
  num,
  numOrText,
  rows,
  text,
  totAdvanceDetails,
  traCheck,
  usr,
} from './contract-fields';
import { contractRoute, transactionResult } from './contract-route';

/** The amounts of a quotation's or an order's header (05-crm §2, §3). */
const AMOUNTS = { baseamt: num, discount: num, taxes: num, others: num, totalAmt: num };

/**
 * `CrmQuotationUni` (05-crm §2): the header fields the contract names (party, tele-call and enquiry numbers, status,
 * sales person, validity, amounts; Pos and the approver by its rules), with the record, its number and date, and the
 * branch and company every entity carries.
 */
const crmQuotationUni = model({
  recordId: num,
  seq: text,
  dat: date,
  partyId: numOrText,
  partyName: text,
  telecallingno: numOrText,
  enquiryno: numOrText,
  quotationstatus: text,
  refEmployee: numOrText,
  validity: date,
  ...AMOUNTS,
  pos: num,
  approvedUsr: text,
  approvedDat: date,
  branchId: text,
  customerCode: num,
});

/** `CrmQuotationDet` (Sno, ItemId, ItemName, ItemDescription, Qty, LeadDays, DiscPer, Um, Rat, BranchId). */
const crmQuotationDet = model({
  sno: num,
  itemId: numOrText,
  itemName: text,
  itemDescription: text,
  qty: num,
  leadDays: num,
  discPer: num,
  um: text,
  rat: num,
  branchId: text,
});

/** A quotation's tax row (Sno, TaxCode, TaxPer, TaxValue, LineId): a line's taxes are its rows with its `lineId`. */
const quotationTax = model({ sno: num, taxCode: text, taxPer: num, taxValue: num, lineId: num });
const term = model({ sno: num, term: text });

/**
 * `CrmSaleOrderUni` (05-crm §3): the fields the contract names. Its "address block" and "amounts" are read as the
 * purchase order's twin spells them (03-procurement §4: Addr, Country, Stat, District, City, Zip, Mobile, Tel, Fax,
 * Email, Webid; Baseamt, Discount, Taxes, Others, TotalAmt).
 */
const crmSaleOrderUni = model({
  recordId: num,
  seq: text,
  dat: date,
  saleType: text,
  validity: date,
  reference: text,
  partyId: numOrText,
  partyName: text,
  ...documentAddress,
  ...AMOUNTS,
  countryId: numOrText,
  conversionFactor: num,
  quotationno: text,
  modeofpayment: text,
  orderstatus: text,
  pos: num,
  printCount: num,
  branchId: text,
  customerCode: num,
});

/** `CrmSaleOrderDet` (Sno, ItemId, ItemName, ItemDescription, Qty, Um, BranchId = unit, Rat, ReqdBy, DiscPer). */
const crmSaleOrderDet = model({
  sno: num,
  itemId: numOrText,
  itemName: text,
  itemDescription: text,
  qty: num,
  um: text,
  branchId: text,
  rat: num,
  reqdBy: date,
  discPer: num,
});

/** An order's tax row (Sno, LineId, Taxcode, Taxper, Taxvalue). */
const orderTax = model({ sno: num, lineId: num, taxcode: text, taxper: num, taxvalue: num });

const ORDER_SALES_PERSON =
  'Ours: header.refEmployee, the sales person the order is credited to (the employees’ key report and targets count ' +
  'it; an order from a quotation takes the quotation’s). The contract’s CrmSaleOrderUni names no employee field ' +
  '(its requirements list employees), so the real server ignores it.';

export const CRM_SALES_CONTRACT = {
  saveQuotation: contractRoute(
    'api/CRMQuotations/setCRMQuotation',
    z.strictObject({
      header: crmQuotationUni,
      lines: rows(crmQuotationDet),
      terms: rows(term),
      taxes: rows(quotationTax),
      traCheck,
      usr,
    }),
    transactionResult,
    'Ours keeps the sales person (RefEmployee) a new quotation names; the real server clears it to null on create.',
  ),
  saveOrder: contractRoute(
    'api/CRMSaleOrder/SetSaleOrder',
    z.strictObject({
      header: crmSaleOrderUni.extend({ refEmployee: numOrText }),
      lines: rows(crmSaleOrderDet),
      terms: rows(term),
      taxes: rows(orderTax),
      advances: rows(totAdvanceDetails),
      traCheck,
      usr,
    }),
    transactionResult,
    ORDER_SALES_PERSON,
  ),
} as const;
