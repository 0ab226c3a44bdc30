import { toPaise } from '../../../lib/money/money';
import type { Collection, CreditedSale } from '../../../modules/pos/receipts/domain/commission-rules';
import type { CustomerLedgerRow } from '../../../modules/pos/receipts/domain/customer-bills';
import { customerMasters, ledgerRows, receiptsOf } from './receipt-store';

/** What a sale's ledger row may carry of its invoice (a stock-sales invoice's header: its agent, sales person and taxable value). */
type SaleRow = CustomerLedgerRow & { agent?: string; employee?: string; taxableAmt?: number };

/**
 * The sales that earn commission: the one place that says where they come from. Now: each sale (SAL row) of
 * the customers' ledger, credited to the agent and employee its row names, else to the customer's agent (and
 * no employee), on the taxable value its row names, else its amount. When stock-sales invoices are read here
 * instead (their header's agent, employee and the lines' taxable values), nothing else changes.
 */
export async function creditedSales(companyCode: number): Promise<CreditedSale[]> {
  const [rows, customers] = await Promise.all([ledgerRows(companyCode), customerMasters(companyCode)]);
  const sales = new Map<string, CreditedSale>();
  for (const row of rows as SaleRow[]) {
    if (row.transactionType !== 'SAL' || row.onTraId !== '') continue;
    const known = sales.get(row.transactionId);
    const taxablePaise = toPaise(row.taxableAmt ?? row.transactionAmt);
    if (known) {
      known.taxablePaise += taxablePaise;
      continue;
    }
    sales.set(row.transactionId, {
      document: row.transactionId, dat: row.dat, customer: row.partyId,
      agent: row.agent ?? customers.get(row.partyId)?.agent ?? '', employee: row.employee ?? '', taxablePaise,
    });
  }
  return [...sales.values()];
}

/** What each receipt that stands collected on each bill (its share of the money received and the TDS). */
export async function collections(companyCode: number): Promise<Collection[]> {
  return (await receiptsOf(companyCode))
    .filter((receipt) => !receipt.header.cancelled)
    .flatMap((receipt) => receipt.lines.map((line) => ({ receipt: receipt.header.seq, document: line.onTraId, dat: receipt.header.dat, collectedPaise: toPaise(line.collected) })));
}
