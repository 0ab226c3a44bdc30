import { fromPaise, type Paise } from '../../../lib/money/money';
import { rowBalancePaise } from '../../../kits/accounting/party-ledger';
import { SALE_CANCELLED, type SaleHeader } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import { customerLedger } from '../../core/accounting/party-postings';

/**
 * The invoices with what is left to receive of each as the customers' ledger has it now: its SAL row's
 * pending less what receipts, returns and credit notes naming it (onTraId) have settled. The stored
 * header keeps the figure at saving (total less the advances adjusted); lists and reports show this one.
 */
export async function withLivePending(companyCode: number, headers: readonly SaleHeader[]): Promise<SaleHeader[]> {
  const left = new Map<string, Paise>();
  for (const row of await customerLedger(companyCode)) {
    const invoice = row.transactionType === 'SAL' ? row.transactionId : row.onTraId;
    if (invoice) left.set(invoice, (left.get(invoice) ?? 0) + rowBalancePaise(row));
  }
  return headers.map((header) => {
    const paise = left.get(header.seq);
    return paise === undefined || header.pos === SALE_CANCELLED ? header : { ...header, pending: fromPaise(paise) };
  });
}
