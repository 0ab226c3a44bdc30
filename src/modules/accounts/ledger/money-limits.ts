import type { Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { LedgerEntry } from '../../../kits/accounting/ledger-types';

/** A money account as its limit needs it: its kind and, for a bank, how far below zero it may go. */
export interface MoneyAccount {
  code: string;
  name: string;
  type: string;
  /** Banks: the overdraft the bank allows, in paise (0 or absent: none). */
  overdraftLimit?: Paise;
}

/** A money account a document takes below what it may hold. Balances are signed: + debit (money held), - credit. */
export interface Shortfall {
  account: string;
  name: string;
  before: Paise;
  after: Paise;
  floor: Paise;
}

const MONEY_TYPES = new Set(['CAS', 'BAN', 'MOB']);

/** Cash, bank and wallet accounts: the ones with a floor. */
export const isMoneyAccount = (type: string) => MONEY_TYPES.has(type);

/** The lowest balance a money account may have: zero for cash and wallets, minus its overdraft limit for a bank. */
export const floorOf = (account: MoneyAccount): Paise =>
  account.type === 'BAN' && account.overdraftLimit ? -account.overdraftLimit : 0;

/**
 * The money accounts (cash, bank, wallet) a document's postings take below their floor. `balances` are as on the
 * document's date without the document itself (a change of a saved one: without its earlier postings). A document
 * that puts money in, or takes none out, is never short.
 */
export function shortfalls(
  postings: readonly LedgerEntry[],
  accounts: ReadonlyMap<string, MoneyAccount>,
  balances: ReadonlyMap<string, Paise>,
): Shortfall[] {
  const change = new Map<string, Paise>();
  for (const posting of postings)
    change.set(posting.account, (change.get(posting.account) ?? 0) + posting.debit - posting.credit);
  const found: Shortfall[] = [];
  for (const [code, moved] of change) {
    const account = accounts.get(code);
    if (!account || !isMoneyAccount(account.type) || moved >= 0) continue;
    const before = balances.get(code) ?? 0;
    const after = before + moved;
    const floor = floorOf(account);
    if (after < floor) found.push({ account: code, name: account.name, before, after, floor });
  }
  return found;
}

/** "Cash in hand goes from 17,555.58 to -4,82,444.42: below zero." */
export function shortfallText(shortfall: Shortfall): string {
  const limit = shortfall.floor === 0 ? 'below zero' : `beyond its overdraft limit of ${formatMoney(-shortfall.floor)}`;
  return `${shortfall.name} goes from ${formatMoney(shortfall.before)} to ${formatMoney(shortfall.after)}: ${limit}.`;
}

/**
 * The company's choice when a document takes a money account beyond its limit (setup ACC acc_short): 1 warn, 2 refuse.
 */
export const SHORTFALL_SETUP = { branchId: 'ACC', setupCode: 'acc_short' } as const;

/** The money balances' answer (rupees on the wire, as every accounts answer). */
export interface MoneyBalancesAnswer {
  refuse: boolean;
  accounts: Array<{ code: string; name: string; type: string; balance: number; overdraftLimit: number }>;
}
