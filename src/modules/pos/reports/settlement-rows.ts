import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, toPaise, type Paise } from '../../../lib/money/money';
import { SETTLE_MODES, type Bill, type SettleMode, type Tender } from '../../../kits/billing/domain/bill-types';
import { byKeys, isSale, type ReportNames } from './sales-query';

export const MODE_NAMES: Readonly<Record<SettleMode, string>> = {
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
  CREDIT: 'Credit',
  ROOM: 'Room',
};
const modeOrder = (mode: SettleMode) => String(SETTLE_MODES.indexOf(mode)).padStart(2, '0');

/** The settled sale bills' tenders: a split bill has one tender in each of its modes. */
const tendersOf = (bills: readonly Bill[]): Array<{ bill: Bill; tender: Tender }> =>
  bills
    .filter((bill) => isSale(bill) && bill.status === 'SETTLED')
    .flatMap((bill) => bill.tenders.map((tender) => ({ bill, tender })));

/**
 * Settlement report: per mode, each tender with its bill (a split bill's total appears in each of its modes; only the
 * tenders add up).
 */
export function settlementRows(
  bills: readonly Bill[],
  names: ReportNames,
  customerName: (code: string) => string = (code) => code,
): ReportRow[] {
  return tendersOf(bills)
    .sort(
      byKeys(
        ({ tender }) => modeOrder(tender.mode),
        ({ bill }) => bill.dat,
        ({ bill }) => String(bill.billNo).padStart(12, '0'),
      ),
    )
    .map(({ bill, tender }) => ({
      mode: MODE_NAMES[tender.mode],
      seq: bill.seq,
      billNo: bill.billNo,
      dat: bill.dat,
      outlet: names.outlet(bill.outlet),
      tableNo: bill.tableNo,
      billTotal: bill.total,
      amount: fromPaise(toPaise(tender.amount)),
      split: bill.tenders.length > 1 ? 'Split' : '',
      against: tender.customer
        ? customerName(tender.customer)
        : tender.room
          ? `Room ${tender.room}`
          : (tender.reference ?? ''),
    }));
}

/**
 * Consolidated settlements: per day and mode, the bills settled in it and the amount (one pass: a month holds 150,000
 * bills).
 */
export function consolidatedSettlementRows(bills: readonly Bill[]): ReportRow[] {
  const days = new Map<string, { dat: string; mode: SettleMode; bills: number; lastBill: number; paise: Paise }>();
  for (const bill of bills) {
    if (!isSale(bill) || bill.status !== 'SETTLED') continue;
    for (const tender of bill.tenders) {
      const key = `${bill.dat}|${tender.mode}`;
      let day = days.get(key);
      if (!day) days.set(key, (day = { dat: bill.dat, mode: tender.mode, bills: 0, lastBill: -1, paise: 0 }));
      // A bill's tenders come together: it counts once in each of its modes.
      if (day.lastBill !== bill.billNo) {
        day.bills += 1;
        day.lastBill = bill.billNo;
      }
      day.paise += toPaise(tender.amount);
    }
  }
  return [...days.values()]
    .sort(
      byKeys(
        (day) => day.dat,
        (day) => modeOrder(day.mode),
      ),
    )
    .map((day) => ({ dat: day.dat, mode: MODE_NAMES[day.mode], bills: day.bills, amount: fromPaise(day.paise) }));
}
