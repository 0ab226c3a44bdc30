import { sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { applyPercent } from '../../../../lib/money/money-arithmetic';
import type { FolioKind, FolioLine } from '../../domain/stay-types';
import { folioOrder } from '../../domain/folio';

/** The services code of hotel accommodation (room nights). */
export const ROOM_SAC = '996311';

/** The GST rates a line may carry; a line's rate is read back from its tax so the bill shows what was charged. */
const KNOWN_RATES = [0, 5, 18, 12, 28, 40, 3, 0.25, 0.1, 1, 1.5, 6, 7.5];

/**
 * The GST percent of a line from its taxable value and CGST (each half of the rate): the known rate whose half gives
 * exactly that CGST, else the nearest hundredth of a percent (a rate the master no longer lists).
 */
export function gstPercentOf(amount: Paise, cgst: Paise): number {
  if (amount === 0) return 0;
  const known = KNOWN_RATES.find((rate) => applyPercent(amount, rate / 2) === cgst);
  return known ?? Math.round((cgst * 2 * 10000) / amount) / 100;
}

export interface NightRow {
  night: string;
  room: string;
  description: string;
  sac: string;
  percent: number;
  amount: Paise;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
}

/** Posted charges of one head at one rate, summed. */
export interface ChargeRow {
  head: string;
  name: string;
  sac: string;
  percent: number;
  count: number;
  amount: Paise;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
}

export interface RestaurantRow {
  billNo: string;
  outlet: string;
  dat: string;
  total: Paise;
}

/** Money on the folio: advances, payments, the company's part, allowances, refunds, transfers. */
export interface MoneyRow {
  kind: FolioKind;
  dat: string;
  reference: string;
  mode: string;
  description: string;
  amount: Paise;
}

/** CGST and SGST of one GST rate over the bill's taxable lines. */
export interface TaxRow {
  percent: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

export interface FinalBillSections {
  nights: NightRow[];
  charges: ChargeRow[];
  restaurant: RestaurantRow[];
  transfersIn: MoneyRow[]; // other folios' balances moved onto this one (a group leader's)
  taxes: TaxRow[];
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  /** Everything charged: nights and charges with their taxes, restaurant bills, transfers in. */
  total: Paise;
  advances: MoneyRow[];
  payments: MoneyRow[];
  company: MoneyRow[];
  allowances: MoneyRow[];
  transfersOut: MoneyRow[];
  refunds: MoneyRow[];
  /** Credits (advances, payments, company, allowances, transfers out) less refunds. */
  settled: Paise;
  /** total - settled: what is still owed (negative: the hotel owes). */
  balance: Paise;
}

const paise = (line: FolioLine) => ({
  amount: toPaise(line.amount),
  cgst: toPaise(line.cgst),
  sgst: toPaise(line.sgst),
  debit: toPaise(line.debit),
  credit: toPaise(line.credit),
});
const moneyRow = (line: FolioLine): MoneyRow => ({
  kind: line.kind,
  dat: line.dat,
  reference: line.reference,
  mode: line.head,
  description: line.description,
  amount: paise(line).debit + paise(line).credit,
});
const total = (rows: readonly { amount: Paise }[]) => sumPaise(rows.map((row) => row.amount));

/**
 * A folio's lines as the final bill's sections (cancelled lines left out): room nights with SAC 996311 and their
 * GST rate; posted charges summed by head and rate with the head's SAC; restaurant bills (taxed on their own
 * invoices, so outside this bill's GST summary); CGST and SGST per rate; then the money in and out; the balance.
 */
export function finalBillSections(
  lines: readonly FolioLine[],
  heads: Readonly<Record<string, { name: string; sac: string }>>,
): FinalBillSections {
  const live = lines.filter((line) => !line.cancelled).sort(folioOrder);
  const of = (kind: FolioKind) => live.filter((line) => line.kind === kind);
  const nights: NightRow[] = of('ROOM').map((line) => {
    const money = paise(line);
    return {
      night: line.reference,
      room: line.room,
      description: line.description,
      sac: ROOM_SAC,
      percent: gstPercentOf(money.amount, money.cgst),
      amount: money.amount,
      cgst: money.cgst,
      sgst: money.sgst,
      total: money.debit,
    };
  });
  const charges = new Map<string, ChargeRow>();
  for (const line of of('CHARGE')) {
    const money = paise(line);
    const percent = gstPercentOf(money.amount, money.cgst);
    const key = `${line.head}|${percent}`;
    const row = charges.get(key) ?? {
      head: line.head,
      name: heads[line.head]?.name ?? line.head,
      sac: heads[line.head]?.sac ?? '',
      percent,
      count: 0,
      amount: 0,
      cgst: 0,
      sgst: 0,
      total: 0,
    };
    charges.set(key, {
      ...row,
      count: row.count + 1,
      amount: row.amount + money.amount,
      cgst: row.cgst + money.cgst,
      sgst: row.sgst + money.sgst,
      total: row.total + money.debit,
    });
  }
  const taxes = new Map<number, TaxRow>();
  for (const row of [...nights, ...charges.values()]) {
    const tax = taxes.get(row.percent) ?? { percent: row.percent, taxable: 0, cgst: 0, sgst: 0 };
    taxes.set(row.percent, {
      percent: row.percent,
      taxable: tax.taxable + row.amount,
      cgst: tax.cgst + row.cgst,
      sgst: tax.sgst + row.sgst,
    });
  }
  const restaurant = of('POS').map((line) => ({
    billNo: line.reference,
    outlet: line.head,
    dat: line.dat,
    total: paise(line).debit,
  }));
  const transfers = of('TRANSFER');
  const transfersIn = transfers.filter((line) => paise(line).debit > 0).map(moneyRow);
  const transfersOut = transfers.filter((line) => paise(line).credit > 0).map(moneyRow);
  const taxRows = [...taxes.values()].sort((a, b) => a.percent - b.percent);
  const taxedRows = [...nights, ...charges.values()];
  const chargedTotal =
    sumPaise(taxedRows.map((row) => row.total)) + sumPaise(restaurant.map((row) => row.total)) + total(transfersIn);
  const moneyOf = (kind: FolioKind) => of(kind).map(moneyRow);
  const [advances, payments, company, allowances, refunds] = [
    moneyOf('ADVANCE'),
    moneyOf('PAYMENT'),
    moneyOf('COMPANY'),
    moneyOf('ALLOWANCE'),
    moneyOf('REFUND'),
  ];
  const settled =
    total(advances) + total(payments) + total(company) + total(allowances) + total(transfersOut) - total(refunds);
  return {
    nights,
    charges: [...charges.values()].sort((a, b) => a.name.localeCompare(b.name) || a.percent - b.percent),
    restaurant,
    transfersIn,
    taxes: taxRows,
    taxable: sumPaise(taxRows.map((row) => row.taxable)),
    cgst: sumPaise(taxRows.map((row) => row.cgst)),
    sgst: sumPaise(taxRows.map((row) => row.sgst)),
    total: chargedTotal,
    advances,
    payments,
    company,
    allowances,
    transfersOut,
    refunds,
    settled,
    balance: chargedTotal - settled,
  };
}
