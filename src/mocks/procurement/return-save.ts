import { HttpResponse } from 'msw';
import { divideByQuantity } from '../../lib/money/money-arithmetic';
import { fromPaise, toPaise } from '../../lib/money/money';
import { fromMilli } from '../../lib/quantity/quantity';
import { TransactionType, type StockRow } from '../../kits/stock/stock-row';
import { APPROVED, CANCELLED } from '../../modules/procurement/domain/approval-status';
import { purchaseReturnRow } from '../../modules/procurement/domain/party-ledger-rows';
import { nextReturnNumber } from '../../modules/procurement/domain/purchase-numbers';
import { purchaseReturnVoucher } from '../../modules/procurement/domain/purchase-postings';
import { returnTotals } from '../../modules/procurement/domain/receipt-totals';
import type {
  ReturnAnswer,
  ReturnHeader,
  ReturnLine,
  ReturnSaveBody,
} from '../../modules/procurement/returns/return-types';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { validationAnswer } from '../core/read-json';
import { replaceStockRows } from '../core/stock/stock-store';
import { purchaseAccountMapping } from './account-assign-store';
import { partyLedger, replacePartyRows } from './party-ledger-store';
import { postDocumentVoucher } from '../core/accounting/post-voucher';
import { checkReturn, stockMilli } from './return-check';
import { nextRecordId, receiptByRef, returnsOf, storeReturn } from '../core/inward/return-store';

const refuse = (result: string) => HttpResponse.json({ result });
const RETURN_TYPES = [TransactionType.PURCHASE_RETURN];

/**
 * Type 101 rows: each line out of its original lot and store, qty x conversion, at the receipt's rate per stock unit.
 */
const stockRows = (
  header: ReturnHeader,
  lines: readonly ReturnLine[],
  units: ReadonlyMap<string, string>,
): StockRow[] =>
  lines.map((line, index) => ({
    transactionId: header.seq,
    sno: index + 1,
    gin: line.branchId,
    itemName: line.itemId,
    dat: header.dat,
    batchNo: line.batchno,
    manudate: line.manudate,
    expdate: line.expdate,
    store: line.store,
    qtyin: 0,
    qtyout: fromMilli(stockMilli(line.qty, line.mrp)),
    stdum: units.get(line.branchId) ?? '',
    rat: fromPaise(divideByQuantity(toPaise(line.rat), line.mrp || 1)),
    department: '',
    descr: `Purchase return ${header.seq} to ${header.vendorname} (MIR ${header.branchId})`,
    transactionType: TransactionType.PURCHASE_RETURN,
    lineId: 1,
  }));

/**
 * `SetPurchaseReturn` (create only): checks every field at once, then writes the stock out rows,
 * the supplier-ledger PRT row against the receipt's bill (the server built it but never saved it; we
 * save it), the PURCHASE RETURN voucher and the return. Refuses over the bill's pending, on unmapped
 * accounts (naming them) and in closed books.
 */
export async function saveReturn(companyCode: number, body: ReturnSaveBody, user: string): Promise<Response> {
  const receipt = await receiptByRef(companyCode, body.header.refMir);
  const { problems, lines, units } = await checkReturn(companyCode, body, receipt);
  if (Object.keys(problems).length > 0 || !receipt) return validationAnswer(problems);
  const locked = lockedMessage(await booksState(companyCode), body.header.dat);
  if (locked) return refuse(locked);
  // A date outside the open financial years would post where no report looks: refused beside the date.
  const outside = await outsideBooks(companyCode, body.header.dat);
  if (outside) return validationAnswer({ dat: outside });
  const taxes = receipt.taxes.map((tax) => ({ taxCode: tax.taxcode, taxPer: tax.taxper }));
  const totals = returnTotals(
    lines.map((line) => ({ quantity: line.qty, ratePaise: toPaise(line.rat) })),
    taxes,
  );
  const voucher = purchaseReturnVoucher(totals, await purchaseAccountMapping(companyCode));
  if ('missing' in voucher)
    return refuse(
      `The purchase accounts are not mapped for ${voucher.missing.join(', ')}: map them under Procurement > Setup > Accounts, then save again.`,
    );
  const all = await returnsOf(companyCode);
  const seq = nextReturnNumber(
    body.header.dat,
    all.map((value) => value.header.seq),
  );
  const bill = receipt.header;
  const row = purchaseReturnRow(await partyLedger(companyCode), {
    partyId: bill.vendorid,
    dat: body.header.dat,
    transactionId: seq,
    billId: bill.seq,
    amountPaise: totals.totalPaise,
    descriptio: `Purchase return ${seq} against MIR ${bill.seq}`,
  });
  if (!row.ok) return refuse(`${row.message}.`);
  const header: ReturnHeader = {
    recordId: nextRecordId(all.map((value) => value.header.recordId)),
    seq,
    dat: body.header.dat,
    refMir: Number(bill.recordId),
    vendorid: bill.vendorid,
    vendorname: bill.vendorname,
    baseamt: fromPaise(totals.basePaise),
    taxes: fromPaise(totals.taxesPaise),
    totalAmt: fromPaise(totals.totalPaise),
    branchId: bill.seq,
    webid: bill.invoiceno,
    pos: APPROVED,
    usr: user,
    printCount: 0,
  };
  await replaceStockRows(companyCode, seq, RETURN_TYPES, stockRows(header, lines, units), null);
  await replacePartyRows(companyCode, seq, [row.row]);
  await postDocumentVoucher(
    companyCode,
    seq,
    header.dat,
    `Purchase return ${seq} of MIR ${bill.seq} to ${bill.vendorname}`,
    voucher.lines,
    null,
    'Purchase return',
  );
  const storedTaxes = totals.taxes.map((tax, index) => ({
    sno: index + 1,
    taxcode: tax.taxCode,
    taxper: tax.taxPer,
    taxvalue: fromPaise(tax.valuePaise),
  }));
  await storeReturn(companyCode, { header, lines, taxes: storedTaxes });
  return HttpResponse.json({ recordId: header.recordId, seq, result: 'OK' });
}

/**
 * `DeletePurchaseReturn`: the stock goes back into its lots, the PRT row and the voucher go; the return stays, marked
 * cancelled (9).
 */
export async function cancelReturn(companyCode: number, existing: ReturnAnswer): Promise<Response> {
  const { header } = existing;
  if (header.pos === CANCELLED) return refuse(`Purchase return ${header.seq} is already cancelled.`);
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return refuse(locked);
  await replaceStockRows(companyCode, header.seq, RETURN_TYPES, [], header.dat);
  await replacePartyRows(companyCode, header.seq, []);
  await postDocumentVoucher(companyCode, header.seq, header.dat, '', [], header.dat);
  await storeReturn(companyCode, { ...existing, header: { ...header, pos: CANCELLED } });
  return HttpResponse.json({ recordId: header.recordId, seq: header.seq, result: 'OK' });
}
