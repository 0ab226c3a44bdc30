import { allocate } from '../../../lib/money/money-allocate';
import { toPaise } from '../../../lib/money/money';
import type { Collection, CreditedSale } from '../../../modules/pos/receipts/domain/commission-rules';
import type { CustomerLedgerRow } from '../../../modules/pos/receipts/domain/customer-bills';
import { customerMasters, ledgerRows, receiptsOf } from './receipt-store';

/**
 * A stock-sales invoice's row carries its header's agent, sales person and taxable value beside the contract's fields.
 */
type SaleRow = CustomerLedgerRow & { agent?: string; employee?: string; taxableAmt?: number };

const isSale = (row: CustomerLedgerRow) => row.transactionType === 'SAL' && row.onTraId === '';
/**
 * Credited sales are stock-sales invoices: restaurant and counter bills on credit and debit notes name no agent or
 * sales person.
 */
const isInvoice = (row: SaleRow) => isSale(row) && (row.agent !== undefined || row.employee !== undefined);

/** The part of `taxable` that `returned` of a bill of `total` takes back, to the paisa. */
const returnedShare = (taxable: number, returned: number, total: number) =>
  returned >= total ? taxable : allocate(taxable, [returned, total - returned])[0]!;

/**
 * The sales that earn commission: the one place that says where they come from. Each stock-sales invoice's row
 * of the customers' ledger, credited to the agent and sales person it names (the agent, when it names none, the
 * customer's), on its taxable value (else its amount), less in proportion what returns against it (SRT rows
 * naming it) took back.
 */
export async function creditedSales(companyCode: number): Promise<CreditedSale[]> {
  const [rows, customers] = await Promise.all([ledgerRows(companyCode), customerMasters(companyCode)]);
  const sales = new Map<string, CreditedSale & { totalPaise: number }>();
  for (const row of (rows as SaleRow[]).filter(isInvoice)) {
    const known = sales.get(row.transactionId);
    const taxablePaise = toPaise(row.taxableAmt ?? row.transactionAmt);
    if (known) {
      known.taxablePaise += taxablePaise;
      known.totalPaise += toPaise(row.transactionAmt);
      continue;
    }
    sales.set(row.transactionId, {
      document: row.transactionId,
      dat: row.dat,
      customer: row.partyId,
      totalPaise: toPaise(row.transactionAmt),
      agent: row.agent ?? customers.get(row.partyId)?.agent ?? '',
      employee: row.employee ?? '',
      taxablePaise,
    });
  }
  const returned = new Map<string, number>();
  for (const row of rows)
    if (row.transactionType === 'SRT' && sales.has(row.onTraId))
      returned.set(row.onTraId, (returned.get(row.onTraId) ?? 0) + toPaise(row.returnAmount));
  return [...sales.values()].map(({ totalPaise, ...sale }) => ({
    ...sale,
    taxablePaise: sale.taxablePaise - returnedShare(sale.taxablePaise, returned.get(sale.document) ?? 0, totalPaise),
  }));
}

/**
 * What was collected on each bill: each receipt's share of the money received and the TDS, on the receipt's day;
 * and the advances an invoice adjusted (its amount less what it left pending), on the invoice's day.
 */
export async function collections(companyCode: number): Promise<Collection[]> {
  const [receipts, rows] = await Promise.all([receiptsOf(companyCode), ledgerRows(companyCode)]);
  const byReceipts = receipts
    .filter((receipt) => !receipt.header.cancelled)
    .flatMap((receipt) =>
      receipt.lines.map((line) => ({
        receipt: receipt.header.seq,
        document: line.onTraId,
        dat: receipt.header.dat,
        collectedPaise: toPaise(line.collected),
      })),
    );
  const byAdvances = rows
    .filter((row) => isSale(row) && toPaise(row.pendingAmount) < toPaise(row.transactionAmt))
    .map((row) => ({
      receipt: 'Advance adjusted',
      document: row.transactionId,
      dat: row.dat,
      collectedPaise: toPaise(row.transactionAmt) - toPaise(row.pendingAmount),
    }));
  return [...byReceipts, ...byAdvances];
}
