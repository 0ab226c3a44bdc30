import type { OpeningSet } from '../../../../kits/accounting/ledger-types';
import { sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import type { TradeProfile } from '../../company/trade-profile';
import type { SeedRng } from './voucher-seed-plan';

/** A trade's typical figures in rupees (means; each draw varies around them). */
export interface TradeFigures {
  /** Multiplies the opening balances and the small day-to-day expenses. */
  scale: number;
  cashSale: number;
  /** A card or online collection of the day. */
  cardSale: number;
  walletSale: number;
  creditSale: number;
  creditPurchase: number;
  rent: number;
  salary: number;
  welfare: number;
  electricity: number;
  telephone: number;
  /** Power and fuel (gas, diesel) a month; 0 when the trade has none. */
  power: number;
  openOnSunday: boolean;
  /** Cash kept on hand after a bank deposit. */
  float: number;
}

/** Per trade: industrial runs largest, office smallest; food and retail sell over the counter all week. */
export const TRADE_FIGURES: Readonly<Record<TradeProfile, TradeFigures>> = {
  office: {
    scale: 1,
    cashSale: 3000,
    cardSale: 6000,
    walletSale: 1500,
    creditSale: 22000,
    creditPurchase: 9000,
    rent: 40000,
    salary: 205000,
    welfare: 5000,
    electricity: 9000,
    telephone: 3200,
    power: 0,
    openOnSunday: false,
    float: 10000,
  },
  food: {
    scale: 1.5,
    cashSale: 9000,
    cardSale: 7000,
    walletSale: 2500,
    creditSale: 16000,
    creditPurchase: 30000,
    rent: 60000,
    salary: 125000,
    welfare: 8000,
    electricity: 18000,
    telephone: 2800,
    power: 22000,
    openOnSunday: true,
    float: 15000,
  },
  retail: {
    scale: 2,
    cashSale: 14000,
    cardSale: 12000,
    walletSale: 3000,
    creditSale: 15000,
    creditPurchase: 66000,
    rent: 55000,
    salary: 95000,
    welfare: 4000,
    electricity: 14000,
    telephone: 2500,
    power: 0,
    openOnSunday: true,
    float: 20000,
  },
  industrial: {
    scale: 4,
    cashSale: 4000,
    cardSale: 9000,
    walletSale: 1000,
    creditSale: 100000,
    creditPurchase: 62000,
    rent: 80000,
    salary: 260000,
    welfare: 12000,
    electricity: 42000,
    telephone: 4500,
    power: 30000,
    openOnSunday: false,
    float: 20000,
  },
};

/** April 1 of the financial year (April-March) a yyyy-MM-dd date falls in. */
export function financialYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  return `${Number(date.slice(5, 7)) >= 4 ? year : year - 1}-04-01`;
}

/**
 * The opening balances of a small business of the trade on `from`: furniture, computers and a
 * vehicle, two banks, cash, the wallet and petty cash, the landlord's deposit (three months' rent)
 * and what five debtors owe (debits); the term loan, what five creditors are owed, a reserve, and
 * the proprietor's capital as the balancing figure (credits).
 */
export function openingSeed(from: string, figures: TradeFigures, rng: SeedRng): OpeningSet {
  const s = figures.scale;
  const debits: Array<[string, Paise]> = [
    ['AC001', rng.paise(12000 * s, 20000 * s)],
    ['AC002', rng.paise(320000 * s, 440000 * s)],
    ['AC003', rng.paise(90000 * s, 150000 * s)],
    ['AC004', rng.paise(1500 * s, 3500 * s)],
    ['AC005', rng.rounded(3000 * s, 5000 * s, 100)],
    ['AC601', rng.rounded(260000 * s, 380000 * s, 50)],
    ['AC602', rng.rounded(110000 * s, 170000 * s, 50)],
    ['AC603', rng.rounded(520000 * s, 780000 * s, 500)],
    ['AC701', toPaise(figures.rent * 3)],
    ...['AC901', 'AC902', 'AC903', 'AC904', 'AC905'].map((code): [string, Paise] => [
      code,
      rng.paise(figures.creditSale * 0.6, figures.creditSale * 2.2),
    ]),
  ];
  const credits: Array<[string, Paise]> = [
    ['AC801', rng.rounded(800000 * s, 1000000 * s, 10000)],
    ['AC102', rng.rounded(100000 * s, 200000 * s, 1000)],
    ...['AC951', 'AC952', 'AC953', 'AC954', 'AC955'].map((code): [string, Paise] => [
      code,
      rng.paise(figures.creditPurchase * 0.5, figures.creditPurchase * 1.5),
    ]),
  ];
  const sum = (rows: Array<[string, Paise]>) => sumPaise(rows.map(([, amount]) => amount));
  const capital: [string, Paise] = ['AC101', sum(debits) - sum(credits)];
  return {
    from,
    balances: [
      ...debits.map(([account, debit]) => ({ account, debit, credit: 0 })),
      ...[capital, ...credits].map(([account, credit]) => ({ account, debit: 0, credit })),
    ],
  };
}
