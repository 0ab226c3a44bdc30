import { fromPaise, toPaise } from '../../../lib/money/money';
import { issueFromStock } from '../../../kits/stock/issue-from-stock';
import type { StockIndex } from '../../../kits/stock/stock-balance';
import { TransactionType } from '../../../kits/stock/stock-row';
import type { VoucherLine } from '../../../kits/accounting/document-voucher';
import type { SaleHeader } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import { issueRateRule, itemMasters } from '../../core/stock/stock-masters';
import { replaceStockRows, stockLedger } from '../../core/stock/stock-store';
import { postDocumentVoucher } from '../../core/accounting/post-voucher';
import { replaceCustomerRows } from '../../core/accounting/party-postings';
import type { StoredSale } from '../../core/sales/sale-store';

/**
 * The stock type of a sale's rows: the inventory's issue (103), as the restaurant's bills use, on the lot
 * sold (its GIN). The real server wrote sales as type 1 (a receipt type) with an empty GIN, a defect.
 */
export const SALE_STOCK_TYPE = TransactionType.ISSUE;

/**
 * Writes what a saved invoice moves: its stock rows out of each line's lot (at the lot's cost, or the average
 * by the inventory setting), the customer's SAL row (pending = total less the advances adjusted) and the
 * voucher. Answers a refusal text if the stock is no longer there (checked before, so only a bug reaches it).
 */
export async function postSaleEffects(
  companyCode: number,
  sale: StoredSale,
  voucher: readonly VoucherLine[],
  index: StockIndex,
): Promise<string | null> {
  const { header } = sale;
  const [ledger, { lookup }, rateRule] = await Promise.all([
    stockLedger(companyCode),
    itemMasters(companyCode),
    issueRateRule(companyCode),
  ]);
  const requests = sale.linedetails.map((line) => ({
    itemName: line.itemId,
    store: line.store,
    qty: line.qty,
    gin: line.gin,
    descr: `Sale ${header.seq} to ${header.partyName}`,
  }));
  const issued = issueFromStock(ledger, requests, {
    transactionId: header.seq,
    date: header.dat,
    items: lookup,
    rateRule,
    transactionType: SALE_STOCK_TYPE,
    index,
  });
  if (!issued.ok) return issued.problems.map((problem) => problem.message).join(' ');
  await replaceStockRows(companyCode, header.seq, [SALE_STOCK_TYPE], issued.rows, null);
  // Beside the contract's fields, the row names the agent, the sales person and the taxable value: the commissions are
  // reckoned from them.
  const row = {
    partyId: header.partyId,
    dat: header.dat,
    transactionType: 'SAL' as const,
    transactionId: header.seq,
    transactionAmt: header.totalAmt,
    pendingAmount: header.pending,
    returnAmount: 0,
    creditNote: 0,
    paymentAmount: 0,
    onTraId: '',
    descriptio: `Sale invoice ${header.seq}`,
    billType: 'SAL' as const,
    settleMode: 'CREDIT' as const,
    agent: header.agent,
    employee: header.employee,
    taxableAmt: fromPaise(toPaise(header.baseamt) - toPaise(header.discount)),
  };
  await replaceCustomerRows(companyCode, header.seq, [row]);
  await postDocumentVoucher(
    companyCode,
    header.seq,
    header.dat,
    `Sale invoice ${header.seq} to ${header.partyName}`,
    voucher,
    null,
    'Sale invoice',
  );
  return null;
}

/** Takes back everything an invoice moved (its cancel): stock rows, the customer's row, the voucher. */
export async function removeSaleEffects(companyCode: number, header: Pick<SaleHeader, 'seq' | 'dat'>): Promise<void> {
  await replaceStockRows(companyCode, header.seq, [SALE_STOCK_TYPE], [], header.dat);
  await replaceCustomerRows(companyCode, header.seq, []);
  await postDocumentVoucher(companyCode, header.seq, header.dat, '', [], header.dat);
}
