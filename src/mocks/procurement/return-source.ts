import { fromPaise } from '../../lib/money/money';
import { lotOf, stockIndex } from '../../kits/stock/stock-balance';
import { fromMilli, toMilli } from '../../lib/quantity/quantity';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { billLeftPaise } from '../../kits/accounting/party-ledger';
import type { ReceiptBody } from '../../kits/inward/receipt-types';
import type { ReturnSource, ReturnSourceLine } from '../../modules/procurement/returns/return-types';
import { stockLedger } from '../core/stock/stock-store';
import { partyLedger } from './party-ledger-store';
import { receiptItems } from '../core/inward/receipt-context';
import { creditNotesOf, returnsOf } from '../core/inward/return-store';

/** What is left of each lot of the receipt in its store now, and what has gone out of it (stock units). */
export async function receiptLots(companyCode: number, receipt: ReceiptBody): Promise<ReturnSourceLine[]> {
  const [ledger, items] = await Promise.all([stockLedger(companyCode), receiptItems(companyCode)]);
  const index = stockIndex([...ledger]);
  return receipt.lines.map((line) => {
    const lot = line.gin ? lotOf(index, line.itemId, line.store, line.gin) : undefined;
    const out = ledger
      .filter((row) => row.gin !== '' && row.gin === line.gin && row.store === line.store)
      .reduce((sum, row) => sum + toMilli(row.qtyout), 0);
    return {
      recordId: Number(receipt.header.recordId),
      sno: line.sno,
      itemid: line.itemId,
      gin: line.gin,
      itemname: line.itemName,
      batchno: line.batchno ?? '',
      manudate: line.manudate ?? '',
      expdate: line.expdate ?? '',
      qty: line.qty,
      qtyout: fromMilli(out),
      available: lot ? fromMilli(Math.max(0, lot.milli)) : 0,
      rat: line.rat,
      umid: line.um,
      um: line.um,
      conversion: line.mrp || 1,
      store: line.store,
      stdum: items.get(line.itemId)?.unit ?? '',
    };
  });
}

/**
 * `GetPurchase` of the returns controller: the receipt, its lots, what its bill still has pending, and its returns and
 * credit notes.
 */
export async function returnSource(companyCode: number, receipt: ReceiptBody): Promise<ReturnSource> {
  const { header } = receipt;
  const [lines, ledger, returns, notes] = await Promise.all([
    receiptLots(companyCode, receipt),
    partyLedger(companyCode),
    returnsOf(companyCode),
    creditNotesOf(companyCode),
  ]);
  return {
    header: { ...header, pending: fromPaise(Math.max(0, billLeftPaise(ledger, header.vendorid, header.seq) ?? 0)) },
    lines,
    taxes: receipt.taxes,
    prevPurchaseReturn: returns
      .map((value) => value.header)
      .filter((row) => row.branchId === header.seq && row.pos !== CANCELLED),
    prevCreditNotes: notes.filter((note) => note.refmir === header.seq && note.pos !== CANCELLED),
  };
}
