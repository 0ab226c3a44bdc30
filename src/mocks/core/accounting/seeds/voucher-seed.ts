import { format, parseISO, subDays, subYears } from 'date-fns';
import { toPaise } from '../../../../lib/money/money';
import type { OpeningSet } from '../../../../kits/accounting/ledger-types';
import type { Voucher } from '../../../../modules/accounts/ledger/voucher';
import type { DemoCompany } from '../../company/companies';
import { tradeProfile, type TradeProfile } from '../../company/trade-profile';
import { accountSeed } from './chart-of-accounts';
import { financialYearStart, openingSeed, TRADE_FIGURES, type TradeFigures } from './opening-seed';
import {
  daysBefore,
  dueOn,
  ledgerWriter,
  monthLabel,
  seedDays,
  seedRng,
  shortDate,
  type LedgerWriter,
  type SeedDay,
  type SeedRng,
} from './voucher-seed-plan';

const DEBTORS = ['AC901', 'AC902', 'AC903', 'AC904', 'AC905'];
const CREDITORS = ['AC951', 'AC952', 'AC953', 'AC954', 'AC955'];
const CUSTOMER_BANKS = [
  'ICICI Bank',
  'Canara Bank',
  'Axis Bank',
  'Bank of Baroda',
  'Union Bank of India',
  'Kotak Mahindra Bank',
  'Indian Bank',
];
const OWN_BANKS: Record<string, string> = { AC002: 'HDFC Bank', AC003: 'State Bank of India' };
/** Sales by calendar month (January first): slack in the monsoon, busy in the festive season. */
const SALES_SEASON = [1.05, 0.95, 1.0, 0.95, 0.9, 0.85, 0.88, 0.92, 1.0, 1.15, 1.2, 1.1];
/** Electricity by calendar month: air-conditioning in the summer. */
const POWER_SEASON = [0.8, 0.8, 0.95, 1.2, 1.35, 1.2, 1.0, 0.95, 1.0, 1.0, 0.9, 0.85];
const PETTY: ReadonlyArray<{ account: string; lo: number; hi: number; texts: readonly string[] }> = [
  {
    account: 'AC407',
    lo: 400,
    hi: 3500,
    texts: [
      'Being repairs to the water purifier',
      'Being plumbing repairs at the premises',
      'Being servicing of the air conditioner',
      'Being electrical repairs paid in cash',
    ],
  },
  {
    account: 'AC406',
    lo: 150,
    hi: 1500,
    texts: ['Being printing and stationery purchased', 'Being photocopying charges paid', 'Being bill books printed'],
  },
  {
    account: 'AC302',
    lo: 300,
    hi: 2500,
    texts: ['Being freight inward paid on goods received', 'Being loading and unloading charges paid'],
  },
  {
    account: 'AC404',
    lo: 150,
    hi: 900,
    texts: ['Being tea and snacks for staff', 'Being drinking water cans for staff'],
  },
];

/** What the day plan works with: the writer, the random source, the trade, and the running counters. */
interface SeedContext {
  w: LedgerWriter;
  rng: SeedRng;
  f: TradeFigures;
  trade: TradeProfile;
  name: (code: string) => string;
  /** The term loan's monthly instalment, paise. */
  emi: number;
  /** The next cheque number of each own bank account's cheque book. */
  cheques: Record<string, number>;
  /** The next sales invoice number. */
  invoice: number;
  /** Steady events of working days. */
  due: Record<'sale' | 'purchase' | 'collection' | 'payment' | 'petty', () => boolean>;
}

const vary = (rng: SeedRng, mean: number, spread = 0.35) => rng.paise(mean * (1 - spread), mean * (1 + spread));
const ref = (rng: SeedRng, prefix: string) => `${prefix}${rng.int(100000, 999999)}${rng.int(100000, 999999)}`;
const ownCheque = (c: SeedContext, bank: string, date: string) => ({
  no: String(c.cheques[bank]!++),
  date,
  bank: OWN_BANKS[bank]!,
});

function monthly(day: SeedDay, c: SeedContext) {
  const { w, rng, f } = c;
  const { year, month } = day;
  const [label, before] = [monthLabel(year, month), monthLabel(year, month - 1)];
  if (dueOn(day, 1)) {
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC002',
      reference: ref(rng, 'HDFCN'),
      narration: `Being salaries for ${before} paid to staff`,
      lines: [
        {
          account: 'AC403',
          amount: rng.rounded(f.salary * 0.97, f.salary * 1.03, 1),
          narration: `Salaries for ${before}`,
        },
        { account: 'AC404', amount: vary(rng, f.welfare, 0.3), narration: `Staff welfare for ${before}` },
      ],
    });
  }
  if (dueOn(day, 5))
    w.write({
      type: 'PAY',
      mode: 'CHEQUE',
      counter: 'AC002',
      cheque: ownCheque(c, 'AC002', day.date),
      narration: `Being rent for ${label} paid to the landlord`,
      lines: [{ account: 'AC401', amount: toPaise(f.rent) }],
    });
  if (dueOn(day, 10))
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC003',
      reference: ref(rng, 'SBIN'),
      narration: `Being term loan instalment for ${label} paid to State Bank of India`,
      lines: [{ account: 'AC801', amount: c.emi }],
    });
  if (dueOn(day, 12)) {
    const amount = vary(rng, f.electricity * POWER_SEASON[(month + 10) % 12]!, 0.1);
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC002',
      reference: ref(rng, 'BBPS'),
      narration: `Being electricity charges for ${before} paid to the electricity board`,
      lines: [{ account: 'AC402', amount }],
    });
  }
  if (dueOn(day, 15))
    w.write({
      type: 'PAY',
      mode: 'ONLINE',
      counter: 'AC002',
      reference: ref(rng, 'BBPS'),
      narration: `Being telephone and internet charges for ${before} paid to Airtel`,
      lines: [{ account: 'AC405', amount: vary(rng, f.telephone, 0.1) }],
    });
  if (f.power > 0 && dueOn(day, 18)) {
    const what = c.trade === 'food' ? 'LPG cylinders' : 'diesel for the generator';
    w.write({
      type: 'PAY',
      mode: 'CHEQUE',
      counter: 'AC002',
      cheque: ownCheque(c, 'AC002', day.date),
      narration: `Being ${what} purchased for ${label}`,
      lines: [{ account: 'AC303', amount: vary(rng, f.power, 0.2) }],
    });
  }
  if (month === 9 && dueOn(day, 20)) {
    const narration = `Being audit fees for FY ${year - 1}-${String(year).slice(2)} paid to Mehta and Associates, Chartered Accountants`;
    w.write({
      type: 'PAY',
      mode: 'CHEQUE',
      counter: 'AC002',
      cheque: ownCheque(c, 'AC002', day.date),
      narration,
      lines: [{ account: 'AC409', amount: rng.rounded(20000 * f.scale, 30000 * f.scale, 500) }],
    });
  }
  const surplus = Math.floor((w.balance('AC003') - toPaise(250000 * f.scale)) / 1000000) * 1000000;
  if (dueOn(day, 20) && surplus > 0)
    w.write({
      type: 'TRA',
      mode: 'ONLINE',
      counter: 'AC003',
      reference: ref(rng, 'SBIN'),
      narration: 'Funds transferred from State Bank of India to HDFC Bank',
      lines: [{ account: 'AC002', amount: surplus }],
    });
  const wallet = w.balance('AC004');
  if (dueOn(day, 25) && wallet > 0)
    w.write({
      type: 'TRA',
      mode: 'WALLET',
      counter: 'AC004',
      reference: ref(rng, 'PTMSTL'),
      narration: 'Paytm wallet balance settled to HDFC Bank',
      lines: [{ account: 'AC002', amount: wallet }],
    });
  if (dueOn(day, 28)) {
    const charges = rng.paise(150 * f.scale, 600 * f.scale);
    w.write({
      type: 'JOU',
      narration: `Being bank charges and GST debited by HDFC Bank for ${label}`,
      lines: [
        { account: 'AC408', amount: charges },
        { account: 'AC002', amount: charges, side: 'credit' },
      ],
    });
    if (month % 3 === 0) {
      const amount = rng.paise(1500 * f.scale, 3500 * f.scale);
      w.write({
        type: 'JOU',
        narration: 'Being interest on the sweep-in deposit credited by HDFC Bank for the quarter',
        lines: [
          { account: 'AC002', amount },
          { account: 'AC203', amount, side: 'credit' },
        ],
      });
    }
  }
}

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

/** Part of what a party owes or is owed: all of it when small, otherwise about half in round hundreds. */
const settlement = (rng: SeedRng, outstanding: number, usual: number) =>
  outstanding <= usual * 80 ? outstanding : Math.round((outstanding * (0.4 + 0.4 * rng.next())) / 10000) * 10000;

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
