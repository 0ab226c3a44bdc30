import { ACCOUNTS_STORE } from './accounts-store-names';
import { ledgerEntries, openingSets } from './ledger-store';

/** Why an account cannot be deleted: it has postings or an opening balance (null when it has neither). */
export async function accountInUse(resource: string, companyCode: number, id: string): Promise<string | null> {
  if (resource !== ACCOUNTS_STORE.accounts) return null;
  const posting = (await ledgerEntries(companyCode)).find((entry) => entry.account === id);
  if (posting) return `Account ${id} has postings (voucher ${posting.voucher} among them) and cannot be deleted; mark it inactive instead.`;
  const opening = (await openingSets(companyCode)).find((set) => set.balances.some((line) => line.account === id && (line.debit !== 0 || line.credit !== 0)));
  if (opening) return `Account ${id} has an opening balance on ${opening.from} and cannot be deleted; mark it inactive instead.`;
  return null;
}
