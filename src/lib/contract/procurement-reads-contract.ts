import * as z from 'zod';
import { date, num, text, usr } from './contract-fields';
import { contractRoute, generalInformation, userInfo } from './contract-route';
import { listOf } from './procurement-parts-contract';

/** An id in an answer: the server's numbers, the demo masters' codes. */
const answerId = z.union([z.number(), z.string()]);
/** A list the answer names whose rows the contract does not spell out. */
const rowsOfSome = z.array(z.looseObject({}));

/** 03 §4: what an order draws on; the supplier's balance is Σ(Pending − Return − CreditNote − Payment). */
const orderRequirements = z.looseObject({
  pono: z.string(),
  dat: z.string(),
  suppliers: z.array(
    z.looseObject({
      accountId: answerId,
      accountname: z.string(),
      availableCredit: num,
      restrictMode: z.unknown(),
      balanceAmt: num,
    }),
  ),
  addresses: rowsOfSome,
  materials: rowsOfSome,
  taxes: rowsOfSome,
  units: rowsOfSome,
  terms: rowsOfSome,
  purtypes: z.array(z.unknown()),
  countries: z.array(z.unknown()),
  states: z.array(z.unknown()),
  pendingrequests: z.array(
    z.looseObject({
      recordId: answerId,
      sno: num,
      seq: text,
      dat: text,
      employee: text,
      department: text,
      itemId: answerId,
      itemname: text,
      purpose: text,
      qty: num,
      um: text,
    }),
  ),
  pricesinfo: rowsOfSome,
});

/** 03 §5: what a goods receipt draws on. */
const receiptRequirements = z.looseObject({
  seq: z.string(),
  dat: z.string(),
  stores: rowsOfSome,
  countries: z.array(z.unknown()),
  purchasetypes: z.array(z.unknown()),
  suppliers: rowsOfSome,
  addresses: rowsOfSome,
  materials: z.array(
    z.looseObject({
      recordid: answerId,
      itemname: text,
      grpname: text,
      um: text,
      qty: num,
      costingtype: z.unknown(),
      rat: num,
      shelflife: z.unknown(),
    }),
  ),
  units: z.array(
    z.looseObject({ matid: answerId, umid: answerId, um: text, conversion: num, stdumid: answerId, stdum: text }),
  ),
  orders: rowsOfSome,
  taxes: rowsOfSome,
  sets: z.array(z.looseObject({ setupCode: text, setupValue: z.union([z.string(), z.number()]).nullable() })),
});

/**
 * 03 §11: the price comparison's body as the contract names it (two periods; the previous and next days are the
 * server's, our client sends none). Its answer is not documented.
 */
const priceComparisonBody = z.strictObject({
  fromdate: date,
  todate: date,
  fromdate2: date,
  todate2: date,
  previousdays: num,
  nextdatys: num,
  usr,
});

/**
 * 03 §4, §5, §9 and §11: the reads of the order and receipt forms, the supplier groups, the supplier key reports and
 * the price comparison.
 * The groups' list is documented by its answer alone (a tree of `PurSupplierGroups`); it is read as the other masters'
 * lists are, with the user as the body. The key reports take the reports' body
 * (`{ frmDate, toDate, detail?, recordId?, usr }`); their answers are not documented.
 */
export const PURCHASE_READS_CONTRACT = {
  orderRequirements: contractRoute('api/purPurchaseOrders/GetPurchaseOrderRequirements', userInfo, orderRequirements),
  receiptRequirements: contractRoute('api/purPurchases/GetPurchaseRequirements', userInfo, receiptRequirements),
  supplierGroups: contractRoute('api/PurSupplierGroups/GetSupplierGroups', userInfo, listOf(z.looseObject({}))),
  supplierGroupsReport: contractRoute('api/PurKeyReports/purKeyRepSupplierGroups', generalInformation, z.unknown()),
  suppliersReport: contractRoute('api/PurKeyReports/purKeyRepSupplierDetails', generalInformation, z.unknown()),
  priceComparison: contractRoute('api/PurRepAnalysis/PurAnalysisPriceComparison', priceComparisonBody, z.unknown()),
} as const;
