import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { ReportRow } from '../../../engine/report/report';
import {
  rowBalancePaise,
  type PartyTransactionDraft,
  type PartyTransactionType,
} from '../../../kits/accounting/party-ledger';
import { byKeys, forSupplier, inPeriod, type ReportPeriod } from './report-period';

const KIND: Readonly<Record<PartyTransactionType, string>> = {
  OPN: 'Opening',
  PUR: 'Purchase',
  PRT: 'Return',
  PCR: 'Credit note',
  PAY: 'Payment',
  ADV: 'Advance',
};

type Names = (partyId: string) => string;
const money = (paise: Paise): number => fromPaise(paise);

/**
 * Supplier snapshot as on `to`: per supplier its bills (pending amounts of purchases and openings),
 * returns, credit notes, payments and the balance bills − returns − credit notes − payments,
 * row by row exactly as `partyBalancePaise`.
 */
export function snapshotRows(ledger: readonly PartyTransactionDraft[], period: ReportPeriod, name: Names): ReportRow[] {
  const parties = new Map<string, PartyTransactionDraft[]>();
  for (const row of ledger) {
    if (row.dat.slice(0, 10) > period.to || !forSupplier(period, row.partyId)) continue;
    const id = String(row.partyId);
    parties.set(id, [...(parties.get(id) ?? []), row]);
  }
  const sum = (rows: readonly PartyTransactionDraft[], pick: (row: PartyTransactionDraft) => number) =>
    sumPaise(rows.map((row) => toPaise(pick(row))));
  return [...parties.entries()]
    .map(([partyId, rows]) => ({
      partyid: partyId,
      partyname: name(partyId),
      bills: money(sum(rows, (row) => row.pendingAmount)),
      returns: money(sum(rows, (row) => row.returnAmount)),
      creditNotes: money(sum(rows, (row) => row.creditNote)),
      payments: money(sum(rows, (row) => row.paymentAmount)),
      advances: money(
        sum(
          rows.filter((row) => row.transactionType === 'ADV'),
          (row) => row.transactionAmt,
        ),
      ),
      balance: money(sumPaise(rows.map(rowBalancePaise))),
    }))
    .sort(
      byKeys(
        (row) => row.partyname,
        (row) => row.partyid,
      ),
    );
}

/** Supplier day book: every supplier-ledger row of the period, by day, with what it did to the supplier's account. */
export function dayBookRows(ledger: readonly PartyTransactionDraft[], period: ReportPeriod, name: Names): ReportRow[] {
  return ledger
    .filter((row) => inPeriod(period, row.dat) && forSupplier(period, row.partyId))
    .sort(
      byKeys(
        (row) => row.dat.slice(0, 10),
        (row) => row.transactionId,
      ),
    )
    .map((row) => ({
      dat: row.dat.slice(0, 10),
      kind: KIND[row.transactionType],
      transactionId: row.transactionId,
      partyname: name(String(row.partyId)),
      onTraId: row.onTraId,
      bills: money(toPaise(row.pendingAmount)),
      returns: money(toPaise(row.returnAmount)),
      creditNotes: money(toPaise(row.creditNote)),
      payments: money(toPaise(row.paymentAmount)),
      advances: row.transactionType === 'ADV' ? money(toPaise(row.transactionAmt)) : 0,
      balance: money(rowBalancePaise(row)),
    }));
}

/** The advances (ADV rows) paid in the period, by date: number, supplier, order and amount. */
export function advanceRows(ledger: readonly PartyTransactionDraft[], period: ReportPeriod, name: Names): ReportRow[] {
  return ledger
    .filter((row) => row.transactionType === 'ADV' && inPeriod(period, row.dat) && forSupplier(period, row.partyId))
    .sort(
      byKeys(
        (row) => row.dat.slice(0, 10),
        (row) => row.transactionId,
      ),
    )
    .map((row) => ({
      dat: row.dat.slice(0, 10),
      transactionId: row.transactionId,
      partyid: String(row.partyId),
      partyname: name(String(row.partyId)),
      order: row.onTraId,
      amount: money(toPaise(row.transactionAmt)),
    }));
}

/**
 * Advances liable, supplier-wise: the advances paid up to `to` on orders no receipt has taken them
 * off yet (`adjusted` holds the order numbers with a receipt that is not cancelled), grouped by supplier.
 */
export function liableAdvanceRows(
  ledger: readonly PartyTransactionDraft[],
  period: ReportPeriod,
  adjusted: ReadonlySet<string>,
  name: Names,
): ReportRow[] {
  return advanceRows(ledger, { ...period, from: '0000-01-01' }, name)
    .filter((row) => !adjusted.has(String(row.order)))
    .sort(
      byKeys(
        (row) => String(row.partyname),
        (row) => String(row.dat),
        (row) => String(row.transactionId),
      ),
    );
}
