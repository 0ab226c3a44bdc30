import { PURCHASE_POSTING_MODULE } from '../domain/posting-codes';
import type { ChartAccountChoice } from './account-settings-api';
import type { AssignDetail, PurchaseAssignment } from './assignment-rules';

/** What the screen holds while editing: posting code → account code ('' while unmapped). */
export type MappingDraft = Readonly<Record<string, string>>;

const accountText = (account: AssignDetail['account']): string =>
  account === null || account === undefined ? '' : String(account);

/** The draft of the mapping as the server sent it. */
export function draftOf(rows: readonly AssignDetail[]): MappingDraft {
  return Object.fromEntries(rows.map((row) => [row.transcode, accountText(row.account)]));
}

/** The account of a code in the draft ('' when unmapped). */
export const draftAccount = (draft: MappingDraft, transcode: string): string => draft[transcode] ?? '';

/** The codes of `rows` the draft leaves without an account. */
export function unmappedCodes(rows: readonly AssignDetail[], draft: MappingDraft): string[] {
  return rows.filter((row) => draftAccount(draft, row.transcode) === '').map((row) => row.transcode);
}

/** "1 code unmapped", "3 codes unmapped", "0 codes unmapped". */
export const unmappedLabel = (count: number): string => `${count} ${count === 1 ? 'code' : 'codes'} unmapped`;

/** Whether the draft maps any code differently from what was saved. */
export function draftDiffers(rows: readonly AssignDetail[], draft: MappingDraft): boolean {
  return rows.some((row) => draftAccount(draft, row.transcode) !== accountText(row.account));
}

/** `SetAccountsAssignDetails`' list: a row per mapped code, in the screen's order (it replaces every PUR row). */
export function assignmentsToSave(rows: readonly AssignDetail[], draft: MappingDraft): PurchaseAssignment[] {
  return rows.flatMap((row) => {
    const account = draftAccount(draft, row.transcode);
    return account === '' ? [] : [{ module: PURCHASE_POSTING_MODULE, transcode: row.transcode, account }];
  });
}

/** The server's rows after the draft was saved (what the screen shows from then on). */
export function rowsAfterSave(rows: readonly AssignDetail[], draft: MappingDraft): AssignDetail[] {
  return rows.map((row) => {
    const account = draftAccount(draft, row.transcode);
    return { ...row, account: account === '' ? null : account };
  });
}

/** An account as a picker offers it: "Purchases (AC301)". */
export interface AccountOption {
  value: string;
  label: string;
}

/**
 * A picker's options: the active accounts, and the chosen one even when it is inactive or (once the
 * chart has come, `chartLoaded`) no longer in the chart.
 */
export function accountOptions(
  accounts: readonly ChartAccountChoice[],
  value: string,
  chartLoaded = true,
): AccountOption[] {
  const options = accounts
    .filter((account) => account.active || account.code === value)
    .map((account) => ({ value: account.code, label: `${account.name} (${account.code})` }));
  if (value !== '' && !options.some((option) => option.value === value))
    options.unshift({ value, label: chartLoaded ? `${value} (not in the chart)` : value });
  return options;
}
