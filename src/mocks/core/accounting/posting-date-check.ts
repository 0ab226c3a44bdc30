import { booksBegin, postingDateProblem } from '../../../modules/accounts/ledger/posting-dates';
import { booksState, lockedMessage } from './books-state';
import { openingSets, storedEntries } from './ledger-store';
import { serverToday } from '../server-dates';

/**
 * Why a document that posts to the books may not carry this date, or null: it must fall inside the open financial
 * years (from the day the books begin to the end of the current year), so that every report covers it and a
 * ledger agrees with the trial balance.
 */
export async function outsideBooks(companyCode: number, date: string): Promise<string | null> {
  const today = serverToday();
  const openings = await openingSets(companyCode);
  return postingDateProblem(
    date,
    booksBegin(openings, openings.length > 0 ? [] : await storedEntries(companyCode), today),
    today,
  );
}

/** The closed-period refusal first (it names the lock), then the open-years one. */
export async function postingDateRefusal(companyCode: number, date: string): Promise<string | null> {
  return lockedMessage(await booksState(companyCode), date) ?? (await outsideBooks(companyCode, date));
}
