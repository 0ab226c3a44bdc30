import { ACCOUNT_GROUPS } from '../../../modules/accounts/resources/account-groups';
import { ACCOUNTS } from '../../../modules/accounts/resources/accounts';

/** Names under which the accounts data sits in the demo database's records store. */
export const ACCOUNTS_STORE = {
  groups: ACCOUNT_GROUPS.name,
  accounts: ACCOUNTS.name,
  /** Key: voucher id; data: {header, lines}. */
  vouchers: 'accounts.vouchers',
  /** Key: the set's `from` date; data: OpeningSet (paise). */
  openings: 'accounts.openings',
  /** Key: 'books'; data: BooksState. */
  books: 'accounts.books',
} as const;

/** The state of the books: dates up to `closedThrough` take no postings; the years closed. */
export interface BooksState {
  closedThrough: string | null;
  closedYears: string[];
}
