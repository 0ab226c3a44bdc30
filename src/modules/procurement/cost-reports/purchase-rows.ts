import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { ReportRow } from '../../../engine/report/report';
import { CANCELLED } from '../domain/approval-status';
import { lineBasePaise } from '../domain/receipt-totals';
import type { ReceiptBody, ReceiptHeader } from '../../../kits/inward/receipt-types';
import { byKeys, forSupplier, inPeriod, type ReportPeriod } from './report-period';

/**
 * The receipts a purchase report shows: not cancelled, dated in the period, of the supplier if one is asked; by date
 * and number.
 */
export function purchasesIn(receipts: readonly ReceiptBody[], period: ReportPeriod): ReceiptBody[] {
  return receipts
    .filter(
      ({ header }) => header.pos !== CANCELLED && inPeriod(period, header.dat) && forSupplier(period, header.vendorid),
    )
    .sort(
      byKeys(
        (receipt) => receipt.header.dat,
        (receipt) => receipt.header.seq,
      ),
    );
}

const AMOUNTS = ['baseamt', 'discount', 'taxes', 'others', 'totalAmt', 'advance', 'payable'] as const;
type Amount = (typeof AMOUNTS)[number];

/** The header's amounts in rupees as the wire carries them (each read through paise). */
const amountsOf = (header: ReceiptHeader): Record<Amount, number> =>
  Object.fromEntries(AMOUNTS.map((name) => [name, fromPaise(toPaise(header[name]))])) as Record<Amount, number>;

/** List of purchases (and supplier-wise purchases): one row per receipt. */
export function purchaseRows(receipts: readonly ReceiptBody[], supplierName: (id: string) => string): ReportRow[] {
  return receipts.map(({ header }) => ({
    seq: header.seq,
    dat: header.dat.slice(0, 10),
    vendorid: header.vendorid,
    vendorname: header.vendorname || supplierName(header.vendorid),
    invoiceno: header.invoiceno,
    ...amountsOf(header),
  }));
}

/** Detailed purchases: one row per received line (amount = quantity × rate), the receipt's number to group by. */
export function detailedRows(receipts: readonly ReceiptBody[]): ReportRow[] {
  return receipts.flatMap(({ header, lines }) =>
    lines.map((line) => ({
      seq: header.seq,
      dat: header.dat.slice(0, 10),
      vendorname: header.vendorname,
      itemid: line.itemId,
      itemname: line.itemName || line.itemId,
      store: line.store,
      qty: line.qty,
      um: line.um,
      rat: line.rat,
      amount: fromPaise(lineBasePaise(line.qty, toPaise(line.rat))),
    })),
  );
}

/** Consolidated purchases: per item (and unit), the quantity and value received in the period. */
export function consolidatedRows(receipts: readonly ReceiptBody[]): ReportRow[] {
  const items = new Map<string, { itemid: string; itemname: string; um: string; milli: number; paise: number[] }>();
  for (const { lines } of receipts) {
    for (const line of lines) {
      const key = `${line.itemId}\u0000${line.um}`;
      const item = items.get(key) ?? {
        itemid: line.itemId,
        itemname: line.itemName || line.itemId,
        um: line.um,
        milli: 0,
        paise: [],
      };
      item.milli += Math.round(line.qty * 1000);
      item.paise.push(lineBasePaise(line.qty, toPaise(line.rat)));
      items.set(key, item);
    }
  }
  return [...items.values()]
    .sort(
      byKeys(
        (item) => item.itemname,
        (item) => item.um,
      ),
    )
    .map((item) => ({
      itemid: item.itemid,
      itemname: item.itemname,
      um: item.um,
      qty: item.milli / 1000,
      amount: fromPaise(sumPaise(item.paise)),
    }));
}

/** Supplier-wise consolidations: per supplier, the number of receipts and their amounts summed. */
export function supplierConsolidatedRows(
  receipts: readonly ReceiptBody[],
  supplierName: (id: string) => string,
): ReportRow[] {
  const suppliers = new Map<string, ReceiptHeader[]>();
  for (const { header } of receipts)
    suppliers.set(header.vendorid, [...(suppliers.get(header.vendorid) ?? []), header]);
  return [...suppliers.entries()]
    .map(([vendorid, headers]) => ({
      vendorid,
      vendorname: headers[0]!.vendorname || supplierName(vendorid),
      receipts: headers.length,
      ...(Object.fromEntries(
        AMOUNTS.map((name) => [name, fromPaise(sumPaise(headers.map((header) => toPaise(header[name]))))]),
      ) as Record<Amount, number>),
    }))
    .sort(byKeys((row) => row.vendorname));
}
