import { PURCHASE_POSTING_MODULE } from '../domain/posting-codes';
import type { AccountAssignment } from '../../../kits/accounting/document-voucher';

/**
 * A row of `GetAccountsAssignDetailsPurchases`: one posting code, what it posts, its number and its account (null:
 * unmapped).
 */
export interface AssignDetail {
  transcode: string;
  transdescri: string;
  sno: number;
  account: string | number | null;
}

/** A purchase row ready to store: the canonical posting code and an account of the chart. */
export interface PurchaseAssignment {
  module: typeof PURCHASE_POSTING_MODULE;
  transcode: string;
  account: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * Reads `SetAccountsAssignDetails`' list for purchases: every row of module PUR, a posting code the
 * company has (any letter case) given once, and an account of the chart (`accounts`); a row without
 * an account maps nothing. Answers the rows to store, or every problem found, in the list's order.
 */
export function readPurchaseAssignments(
  list: unknown,
  codes: readonly string[],
  accounts: ReadonlySet<string>,
): { rows: PurchaseAssignment[] } | { problems: string[] } {
  if (!Array.isArray(list)) return { problems: ['Send the purchase account assignments as a list.'] };
  const known = new Map(codes.map((code) => [code.toUpperCase(), code]));
  const seen = new Set<string>();
  const problems: string[] = [];
  const rows: PurchaseAssignment[] = [];
  list.forEach((item: unknown, index) => {
    const row = isRecord(item) ? item : {};
    const given = text(row.transcode);
    const name = given || `Row ${index + 1}`;
    const module = text(row.module);
    if (module.toUpperCase() !== PURCHASE_POSTING_MODULE)
      problems.push(
        `${name}: module ${module || '(none)'} is not ${PURCHASE_POSTING_MODULE}; only purchase rows are set here.`,
      );
    const transcode = known.get(given.toUpperCase());
    if (!given) problems.push(`${name} has no posting code.`);
    else if (!transcode) problems.push(`${given} is not a purchase posting code.`);
    else if (seen.has(transcode)) problems.push(`${transcode} is given more than once.`);
    const account = text(row.account);
    if (account && !accounts.has(account))
      problems.push(`${name}: there is no account ${account} in the chart of accounts.`);
    if (transcode) seen.add(transcode);
    if (transcode && account) rows.push({ module: PURCHASE_POSTING_MODULE, transcode, account });
  });
  return problems.length > 0 ? { problems } : { rows };
}

/** One code whose account changed: before and after ('' when unmapped). */
export interface AssignmentChange {
  transcode: string;
  before: string;
  after: string;
}

/**
 * The codes whose account differs between two sets of rows (codes in any letter case), in order of first appearance.
 */
export function assignmentChanges(
  before: readonly AccountAssignment[],
  after: readonly AccountAssignment[],
): AssignmentChange[] {
  const accountsOf = (rows: readonly AccountAssignment[]) =>
    new Map(
      rows.filter((row) => text(row.account) !== '').map((row) => [row.transcode.toUpperCase(), text(row.account)]),
    );
  const old = accountsOf(before);
  const now = accountsOf(after);
  const names = new Map([...after, ...before].map((row) => [row.transcode.toUpperCase(), row.transcode]));
  return [...names].flatMap(([key, transcode]) => {
    const was = old.get(key) ?? '';
    const is = now.get(key) ?? '';
    return was === is ? [] : [{ transcode, before: was, after: is }];
  });
}
