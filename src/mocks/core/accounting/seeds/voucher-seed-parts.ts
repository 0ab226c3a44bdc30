import { type TradeProfile } from '../../company/trade-profile';
import { type TradeFigures } from './opening-seed';
import { type LedgerWriter, type SeedRng } from './voucher-seed-plan';

export const DEBTORS = ['AC901', 'AC902', 'AC903', 'AC904', 'AC905'];

export const CREDITORS = ['AC951', 'AC952', 'AC953', 'AC954', 'AC955'];

export const CUSTOMER_BANKS = [
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
export const SALES_SEASON = [1.05, 0.95, 1.0, 0.95, 0.9, 0.85, 0.88, 0.92, 1.0, 1.15, 1.2, 1.1];

/** Electricity by calendar month: air-conditioning in the summer. */
export const POWER_SEASON = [0.8, 0.8, 0.95, 1.2, 1.35, 1.2, 1.0, 0.95, 1.0, 1.0, 0.9, 0.85];

export const PETTY: ReadonlyArray<{ account: string; lo: number; hi: number; texts: readonly string[] }> = [
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
export interface SeedContext {
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

export const vary = (rng: SeedRng, mean: number, spread = 0.35) => rng.paise(mean * (1 - spread), mean * (1 + spread));

export const ref = (rng: SeedRng, prefix: string) => `${prefix}${rng.int(100000, 999999)}${rng.int(100000, 999999)}`;

export const ownCheque = (c: SeedContext, bank: string, date: string) => ({
  no: String(c.cheques[bank]!++),
  date,
  bank: OWN_BANKS[bank]!,
});

/** Part of what a party owes or is owed: all of it when small, otherwise about half in round hundreds. */
export const settlement = (rng: SeedRng, outstanding: number, usual: number) =>
  outstanding <= usual * 80 ? outstanding : Math.round((outstanding * (0.4 + 0.4 * rng.next())) / 10000) * 10000;
