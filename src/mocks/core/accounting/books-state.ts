import { getDemoDb, recordKey } from '../db/demo-db';
import { ACCOUNTS_STORE, type BooksState } from './store-names';

const KEY = 'books';

/** The company's closed years and the date through which the books are locked. */
export async function booksState(companyCode: number): Promise<BooksState> {
  const db = await getDemoDb();
  const stored = await db.get('records', recordKey(ACCOUNTS_STORE.books, companyCode, KEY));
  return (stored?.data as BooksState | undefined) ?? { closedThrough: null, closedYears: [] };
}

export async function saveBooksState(companyCode: number, state: BooksState): Promise<void> {
  const db = await getDemoDb();
  await db.put(
    'records',
    { resource: ACCOUNTS_STORE.books, companyCode, id: KEY, data: { ...state } },
    recordKey(ACCOUNTS_STORE.books, companyCode, KEY),
  );
}

/** The refusal for a posting dated on or before the lock, or null. */
export function lockedMessage(state: BooksState, date: string): string | null {
  if (!state.closedThrough || date > state.closedThrough) return null;
  const [y, m, d] = state.closedThrough.split('-');
  return `The books are closed up to ${d}-${m}-${y}: nothing can be posted, changed or cancelled on or before that date.`;
}
