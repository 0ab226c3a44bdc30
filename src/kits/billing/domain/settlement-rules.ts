import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { formatMoney, formatMoneyPlain } from '../../../lib/money/money-format';
import type { SettleMode, Tender } from './bill-types';
import type { CreditCustomer } from './master-types';

export const MODE_NAMES: Record<SettleMode, string> = {
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
  CREDIT: 'Credit',
  ROOM: 'Room',
};

export interface SettleContext {
  total: Paise; // the bill's payable
  customers: readonly CreditCustomer[]; // outstanding as it stands, before this bill
  rooms: readonly { code: string }[]; // rooms that may be charged (hotel edition)
}

/**
 * Checks the tenders of a settlement: together they pay the bill exactly; cash handed over covers its
 * part (the rest is change); credit goes to a known customer within their credit limit; a room charge
 * goes to an occupied room. Every problem at once, each naming its mode.
 */
export function tenderProblems(tenders: readonly Tender[], context: SettleContext): string[] {
  const problems: string[] = [];
  if (tenders.length === 0) problems.push('Choose how the bill is paid.');
  const paid = sumPaise(tenders.map((tender) => toPaise(tender.amount)));
  if (tenders.length > 0 && paid !== context.total) {
    problems.push(`The payments add up to ${formatMoney(paid)} but the bill is ${formatMoney(context.total)}.`);
  }
  const creditByCustomer = new Map<string, Paise>();
  for (const tender of tenders) {
    const name = MODE_NAMES[tender.mode] ?? tender.mode;
    const amount = toPaise(tender.amount);
    if (amount <= 0) problems.push(`${name}: enter an amount above zero.`);
    if (tender.mode === 'CASH' && tender.tendered !== undefined && toPaise(tender.tendered) < amount) {
      problems.push(`Cash: ${formatMoney(toPaise(tender.tendered))} handed over is less than ${formatMoney(amount)}.`);
    }
    if (tender.mode === 'CREDIT') {
      const customer = context.customers.find((row) => row.code === tender.customer);
      if (!customer) problems.push('Credit: choose the customer the bill is charged to.');
      else creditByCustomer.set(customer.code, (creditByCustomer.get(customer.code) ?? 0) + amount);
    }
    if (tender.mode === 'ROOM' && !context.rooms.some((room) => room.code === tender.room)) {
      problems.push('Room: choose an occupied room to charge.');
    }
  }
  for (const [code, amount] of creditByCustomer) {
    const customer = context.customers.find((row) => row.code === code)!;
    const limit = toPaise(customer.creditLimit);
    const outstanding = toPaise(customer.outstanding);
    if (outstanding + amount > limit) {
      problems.push(
        `Credit: ${customer.name}'s credit limit is ${formatMoney(limit)}; ${formatMoney(outstanding)} is outstanding, so ${formatMoney(amount)} more is over the limit.`,
      );
    }
  }
  return problems;
}

/** The change to give back: cash handed over less the cash part of the bill (never negative). */
export function changeDue(tenders: readonly Tender[]): Paise {
  return sumPaise(
    tenders
      .filter((tender) => tender.mode === 'CASH' && tender.tendered !== undefined)
      .map((tender) => Math.max(0, toPaise(tender.tendered) - toPaise(tender.amount))),
  );
}

/**
 * The UPI payment link the QR code carries: the payee, the exact amount and the bill number
 * (NPCI's upi://pay parameters: pa payee address, pn payee name, am amount, tn note, cu currency).
 */
export function upiLink(vpa: string, payee: string, amount: Paise, billSeq: string): string {
  const query = new URLSearchParams({
    pa: vpa,
    pn: payee,
    am: formatMoneyPlain(amount),
    tn: `Bill ${billSeq}`,
    cu: 'INR',
  });
  return `upi://pay?${query.toString()}`;
}
