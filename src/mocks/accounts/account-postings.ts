import type { InUseRules } from '../core/generic/in-use-rules';
import { ACCOUNTS_STORE } from '../core/accounting/store-names';
import { ledgerEntries, openingSets } from '../core/accounting/ledger-store';

/** Why an account cannot be deleted: it has postings or an opening balance (null when it has neither). */
export async function accountInUse(companyCode: number, id: string): Promise<string | null> {
  const posting = (await ledgerEntries(companyCode)).find((entry) => entry.account === id);
  if (posting)
    return `Account ${id} has postings (voucher ${posting.voucher} among them) and cannot be deleted; mark it inactive instead.`;
  const opening = (await openingSets(companyCode)).find((set) =>
    set.balances.some((line) => line.account === id && (line.debit !== 0 || line.credit !== 0)),
  );
  if (opening)
    return `Account ${id} has an opening balance on ${opening.from} and cannot be deleted; mark it inactive instead.`;
  return null;
}

/** The accounts module's in-use rules: an account with postings or openings is in use. */
export const ACCOUNTS_IN_USE: InUseRules = { [ACCOUNTS_STORE.accounts]: accountInUse };
