import { toPaise, type Paise } from '../../lib/money/money';
import { balancesAt } from '../../modules/accounts/ledger/balances';
import type { MoneyAccount } from '../../modules/accounts/ledger/money-limits';
import { chartOf, ledgerEntries, openingSets } from './ledger-store';

/** The company's money accounts (cash, bank, wallet) with their limits, and every account's balance as on `date`. */
export interface MoneyPosition {
  accounts: Map<string, MoneyAccount>;
  balances: Map<string, Paise>;
}

/**
 * What each money account holds on `date` (that day's entries included), leaving out the postings of `without` (the
 * voucher being changed), so that a change is judged as if the voucher were entered afresh.
 */
export async function moneyPosition(companyCode: number, date: string, without = ''): Promise<MoneyPosition> {
  const [chart, openings, entries] = await Promise.all([chartOf(companyCode), openingSets(companyCode), ledgerEntries(companyCode)]);
  const accounts = new Map<string, MoneyAccount>();
  for (const account of chart.accounts) {
    if (account.type !== 'CAS' && account.type !== 'BAN' && account.type !== 'MOB') continue;
    accounts.set(account.code, { code: account.code, name: account.name, type: account.type, overdraftLimit: toPaise(account.overdraftLimit ?? 0) });
  }
  const own = without ? entries.filter((entry) => entry.voucher !== without) : entries;
  return { accounts, balances: balancesAt(openings, own, date, true) };
}
