import { format, parseISO, subDays, subYears } from 'date-fns';
import { toPaise } from '../../../../lib/money/money';
import type { OpeningSet } from '../../../../kits/accounting/ledger-types';
import type { Voucher } from '../../../../modules/accounts/ledger/voucher';
import type { DemoCompany } from '../../company/companies';
import { tradeProfile } from '../../company/trade-profile';
import { accountSeed } from './chart-of-accounts';
import { financialYearStart, openingSeed, TRADE_FIGURES } from './opening-seed';
import { daysBefore, ledgerWriter, seedDays, seedRng, shortDate, type SeedDay } from './voucher-seed-plan';
import {
  DEBTORS,
  CREDITORS,
  CUSTOMER_BANKS,
  SALES_SEASON,
  PETTY,
  type SeedContext,
  vary,
  ref,
  ownCheque,
  settlement,
} from './voucher-seed-parts';
import { monthly } from './monthly-vouchers';

function sales(day: SeedDay, c: SeedContext) {
  const { w, rng, f, trade } = c;
  const closed = day.weekday === 0 && !f.openOnSunday;
  if (closed && !rng.chance(0.3)) return;
  const weight = SALES_SEASON[day.month - 1]! * (closed ? 0.4 : 1);
  const on = shortDate(day);
  const cash =
    trade === 'office'
      ? `Fees received in cash on ${on}`
      : trade === 'industrial'
        ? `Cash sales of scrap and spares on ${on}`
        : `Counter sales of ${on}`;
  w.write(
    {
      type: 'REC',
      mode: 'CASH',
      counter: 'AC001',
      narration: cash,
      lines: [{ account: 'AC201', amount: vary(rng, f.cashSale * weight) }],
    },
    true,
  );
  if (closed) return;
  if (rng.chance(0.8)) {
    const mode = (trade === 'food' || trade === 'retail') && rng.chance(0.6) ? 'CARD' : 'ONLINE';
    const narration =
      mode === 'CARD'
        ? `Card sales of ${on} settled by HDFC Bank`
        : trade === 'office'
          ? `Fees received online on ${on}`
          : `UPI and online collections of ${on}`;
    const account = mode === 'ONLINE' && trade === 'retail' ? 'AC202' : 'AC201';
    w.write(
      {
        type: 'REC',
        mode,
        counter: 'AC002',
        reference: ref(rng, mode === 'CARD' ? 'RRN' : 'UPI'),
        narration,
        lines: [{ account, amount: vary(rng, f.cardSale * weight) }],
      },
      true,
    );
  }
  if (rng.chance(0.4))
    w.write(
      {
        type: 'REC',
        mode: 'WALLET',
        counter: 'AC004',
        reference: ref(rng, 'PTM'),
        narration: `Paytm collections of ${on}`,
        lines: [{ account: 'AC201', amount: vary(rng, f.walletSale * weight) }],
      },
      true,
    );
}

function parties(day: SeedDay, c: SeedContext) {
  const { w, rng, f, trade, name } = c;
  const goods = trade === 'office' ? 'services' : 'goods';
  if (c.due.sale()) {
    const debtor = rng.pick(DEBTORS);
    const amount = vary(rng, f.creditSale * SALES_SEASON[day.month - 1]!, 0.4);
    const narration = `Being ${goods} sold to ${name(debtor)} on credit, invoice ${day.year}/${c.invoice++}`;
    w.write(
      {
        type: 'JOU',
        narration,
        lines: [
          { account: debtor, amount },
          { account: trade === 'retail' ? 'AC201' : 'AC202', amount, side: 'credit' },
        ],
      },
      true,
    );
  }
  if (c.due.purchase()) {
    const creditor = rng.pick(CREDITORS);
    const amount = vary(rng, f.creditPurchase, 0.4);
    const narration = `Being ${trade === 'office' ? 'supplies' : goods} purchased from ${name(creditor)} on credit, bill no. ${rng.int(100, 9999)}`;
    w.write(
      {
        type: 'JOU',
        narration,
        lines: [
          { account: 'AC301', amount },
          { account: creditor, amount, side: 'credit' },
        ],
      },
      true,
    );
  }
  const owing = DEBTORS.filter((code) => w.balance(code) > 0);
  if (owing.length > 0 && c.due.collection()) {
    const debtor = rng.pick(owing);
    const amount = settlement(rng, w.balance(debtor), f.creditSale);
    const cheque = {
      no: String(rng.int(100000, 999999)),
      date: daysBefore(day, rng.int(0, 3)),
      bank: rng.pick(CUSTOMER_BANKS),
    };
    const bank = w.balance('AC002') < toPaise(200000 * f.scale) || rng.chance(0.6) ? 'AC002' : 'AC003';
    w.write(
      {
        type: 'REC',
        mode: 'CHEQUE',
        counter: bank,
        cheque,
        narration: `Being cheque received from ${name(debtor)} against bills`,
        lines: [{ account: debtor, amount }],
      },
      true,
    );
  }
  const owed = CREDITORS.filter((code) => w.balance(code) < 0);
  if (owed.length > 0 && c.due.payment()) {
    const creditor = rng.pick(owed);
    const amount = settlement(rng, -w.balance(creditor), f.creditPurchase);
    const bank = w.balance('AC002') - amount > toPaise(50000 * f.scale) ? 'AC002' : 'AC003';
    const byCheque = rng.chance(0.6);
    const how = byCheque
      ? { mode: 'CHEQUE' as const, cheque: ownCheque(c, bank, day.date) }
      : { mode: 'ONLINE' as const, reference: ref(rng, 'NEFT') };
    w.write({
      type: 'PAY',
      counter: bank,
      ...how,
      narration: `Being payment to ${name(creditor)} against bills`,
      lines: [{ account: creditor, amount }],
    });
  }
}

function cash(day: SeedDay, c: SeedContext) {
  const { w, rng, f } = c;
  if (c.due.petty()) {
    const kind = rng.pick(PETTY);
    const amount = rng.paise(kind.lo * f.scale, kind.hi * f.scale);
    const counter =
      w.balance('AC005') >= amount && amount < toPaise(2000 * f.scale)
        ? 'AC005'
        : w.balance('AC001') >= amount
          ? 'AC001'
          : '';
    if (counter)
      w.write(
        {
          type: 'PAY',
          mode: 'CASH',
          counter,
          narration: rng.pick(kind.texts),
          lines: [{ account: kind.account, amount }],
        },
        true,
      );
  }
  const topUp = rng.rounded(4000 * f.scale, 6000 * f.scale, 500);
  if (w.balance('AC005') < toPaise(1500 * f.scale) && w.balance('AC001') >= topUp)
    w.write({
      type: 'TRA',
      mode: 'CASH',
      counter: 'AC001',
      narration: 'Cash transferred to petty cash',
      lines: [{ account: 'AC005', amount: topUp }],
    });
  const onHand = w.balance('AC001');
  if (day.weekday === 6 || onHand > toPaise(6 * f.float)) {
    const deposit = Math.floor((onHand - toPaise(f.float)) / 50000) * 50000;
    if (deposit > 0)
      w.write({
        type: 'TRA',
        mode: 'CASH',
        counter: 'AC001',
        narration: 'Cash deposited into HDFC Bank',
        lines: [{ account: 'AC002', amount: deposit }],
      });
  }
}

/**
 * A demo company's books: openings on April 1 of the financial year the history starts in, and a
 * year of vouchers of its trade (the day a year before `today` through yesterday), deterministic
 * for (company, today). Every voucher passes `voucherProblems` against `accountSeed(company)`; cash
 * in hand never goes below zero; the year ends in a modest profit.
 */
export function accountsLedgerSeed(company: DemoCompany, today: string): { openings: OpeningSet; vouchers: Voucher[] } {
  const trade = tradeProfile(company.pCode);
  const f = TRADE_FIGURES[trade];
  const rng = seedRng(company.code);
  const first = format(subYears(parseISO(today), 1), 'yyyy-MM-dd');
  const last = format(subDays(parseISO(today), 1), 'yyyy-MM-dd');
  const openings = openingSeed(financialYearStart(first), f, rng);
  const names = new Map(accountSeed(company).map((account) => [account.code, account.name]));
  const loan = openings.balances.find((row) => row.account === 'AC801')?.credit ?? 0;
  const c: SeedContext = {
    w: ledgerWriter(openings, company.bCode, rng),
    rng,
    f,
    trade,
    name: (code) => names.get(code) ?? code,
    emi: Math.round(loan / 60 / 10000) * 10000,
    cheques: { AC002: rng.int(200000, 600000), AC003: rng.int(600000, 900000) },
    invoice: rng.int(1001, 1900),
    due: {
      sale: rng.cadence(1 / 3),
      purchase: rng.cadence(1 / 3),
      collection: rng.cadence(0.25),
      payment: rng.cadence(0.25),
      petty: rng.cadence(0.35),
    },
  };
  for (const day of seedDays(first, last)) {
    c.w.startDay(day);
    monthly(day, c);
    sales(day, c);
    if (day.weekday !== 0) parties(day, c);
    if (day.weekday !== 0) cash(day, c);
  }
  return { openings, vouchers: c.w.vouchers };
}
