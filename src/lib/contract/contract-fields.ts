import * as z from 'zod';
import { userInfo } from './contract-route';

/*
 * The pieces of the server's C# models, for the routes whose bodies are written out per module. Keys are checked in
 * the contract's camelCase, the spelling ASP.NET writes: the real server reads request bodies without regard to case,
 * so a check that minds case is stricter than the server, never looser.
 */

/** `int?` / `long?` / `double?` / `decimal?`: a number, null or absent. */
export const num = z.number().nullable().optional();
/** `int` / `long` that the model requires. */
export const int = z.number().int();
/** `string`: text, null or absent (C# strings are nullable). */
export const text = z.string().nullable().optional();
/** `DateTime?`: the client sends `dd-MMM-yyyy` or ISO text, which `DateTime.Parse` reads. */
export const date = z.string().nullable().optional();
/** An id the client may send as a number or its text (ASP.NET converts numeric text to a number field). */
export const numOrText = z.union([z.number(), z.string()]).nullable().optional();

/** The address lines the server's party, employee and document models share (`stat` the state, `zip` the PIN). */
export const addressLines = {
  stat: text,
  district: text,
  city: text,
  zip: text,
  mobile: text,
  tel: text,
  fax: text,
  email: text,
};

/** A party's address as the documents carry it (03-procurement §4, and the sale documents after it). */
export const documentAddress = { addr: text, country: text, ...addressLines, webid: text };

/** `traCheck`: 1 create, 2 modify, 3 delete (some models spell it `tracheck`). */
export const traCheck = z.number().int().min(1).max(3);

/** A server model (`XxxUni`, `XxxDet`): the fields it has, nothing else, each one optional as its C# type is. */
export const model = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape);

/** A list of a model, or null where the body may leave it out. */
export const rows = <Row extends z.ZodType>(row: Row) => z.array(row).nullable().optional();

/** The `usr` of a save body. */
export const usr = userInfo;

/** `InvMaterialManagement`, the stock ledger's row (03-procurement §10), every field the contract lists. */
export const stockLedgerRow = model({
  transactionId: numOrText,
  sno: num,
  gin: text,
  itemName: numOrText,
  dat: date,
  batchNo: text,
  manudate: date,
  expdate: date,
  store: numOrText,
  qtyin: num,
  qtyout: num,
  stdum: numOrText,
  rat: num,
  department: numOrText,
  productBatchNo: numOrText,
  descr: text,
  transactionType: num,
  branchId: text,
  customerCode: num,
  lineId: num,
});

/**
 * `TotAdvanceDetails` (03-procurement §4): an advance paid to a supplier on an order (Tratype PUR_VOU) or received from
 * a customer on a sale order (SAL_REC); `transactionId` is the order's record id.
 */
export const totAdvanceDetails = model({
  recordId: num,
  seq: text,
  transactionId: numOrText,
  tratype: text,
  dat: date,
  amt: num,
  paymentmode: text,
  remarks: text,
  bankdetails: text,
  usrName: text,
  branchId: text,
  customerCode: num,
  partyId: numOrText,
  accountId: numOrText,
  detail1: text,
  detail2: text,
  detail3: text,
  printCount: num,
});
