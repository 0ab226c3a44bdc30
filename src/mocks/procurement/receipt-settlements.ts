import { sumPaise, type Paise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { rowBalancePaise, type PartyTransactionDraft } from '../../kits/accounting/party-ledger';
import type { ReceiptHeader } from '../../kits/inward/receipt-types';

const SETTLEMENTS: readonly string[] = ['PAY', 'PRT', 'PCR'];

/** The payments, returns and credit notes against a goods receipt's bill: their numbers and what they settled. */
function settlementsOf(
  ledger: readonly PartyTransactionDraft[],
  billId: string,
): { documents: string[]; settledPaise: Paise } {
  const rows = ledger.filter((row) => row.onTraId === billId && SETTLEMENTS.includes(row.transactionType));
  return {
    documents: [...new Set(rows.map((row) => row.transactionId))],
    settledPaise: -sumPaise(rows.map(rowBalancePaise)),
  };
}

/**
 * Why a receipt's bill cannot be taken back (cancel) or rewritten (modify), or null: the rows settling it
 * would be left against no bill (the supplier's balance below what the documents say), so a cancel is
 * refused while any stands, and a modify that moves the bill to another supplier or below what they settled.
 */
export function settledBillRefusal(
  ledger: readonly PartyTransactionDraft[],
  existing: ReceiptHeader,
  change?: { vendorid: string; payablePaise: Paise },
): string | null {
  const { documents, settledPaise } = settlementsOf(ledger, existing.seq);
  if (documents.length === 0) return null;
  const by = `${documents.join(', ')} (${formatMoney(settledPaise)})`;
  if (!change)
    return `Goods receipt ${existing.seq} cannot be cancelled: its bill has been settled by ${by}; cancel them first.`;
  if (change.vendorid !== existing.vendorid)
    return `Goods receipt ${existing.seq} cannot move to another supplier: its bill has been settled by ${by}; cancel them first.`;
  if (change.payablePaise < settledPaise)
    return `Goods receipt ${existing.seq} would owe ${formatMoney(change.payablePaise)}, less than the ${by} already settled on its bill; cancel them first.`;
  return null;
}
