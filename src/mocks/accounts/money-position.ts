import { toPaise, type Paise } from '../../lib/money/money';
import { balancesAt } from '../../kits/accounting/balances';
import { approvalSetting } from '../core/company/settings-store';
import { isMoneyAccount, SHORTFALL_SETUP, type MoneyAccount } from '../../modules/accounts/ledger/money-limits';
import { chartOf, ledgerEntries, openingSets } from '../core/accounting/ledger-store';

/** The company's money accounts (cash, bank, wallet) with their limits, and every account's balance as on `date`. */
export interface MoneyPosition {
  accounts: Map<string, MoneyAccount>;
  balances: Map<string, Paise>;
}

/**
 * Whether the company refuses a document that takes a money account beyond its limit: setup ACC acc_short set to
 * anything but 1, as the approval settings are read.
 */
export const refusesShortfalls = (companyCode: number) =>
  approvalSetting(companyCode, SHORTFALL_SETUP.branchId, SHORTFALL_SETUP.setupCode);

/**
 * What each money account holds on `date` (that day's entries included), leaving out the postings of `without` (the
 * voucher being changed), so that a change is judged as if the voucher were entered afresh.
 */
export async function moneyPosition(companyCode: number, date: string, without = ''): Promise<MoneyPosition> {
  const [chart, openings, entries] = await Promise.all([
    chartOf(companyCode),
    openingSets(companyCode),
    ledgerEntries(companyCode),
  ]);
  const accounts = new Map<string, MoneyAccount>();
  for (const account of chart.accounts) {
    if (isMoneyAccount(account.type))
      accounts.set(account.code, {
        code: account.code,
        name: account.name,
        type: account.type,
        overdraftLimit: toPaise(account.overdraftLimit ?? 0),
      });
  }
  const own = without ? entries.filter((entry) => entry.voucher !== without) : entries;
  return { accounts, balances: balancesAt(openings, own, date, true) };
}
