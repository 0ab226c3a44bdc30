import { addDays, format, parseISO } from 'date-fns';
import { sumPaise } from '../../src/lib/money/money';
import { trialBalance } from '../../src/modules/accounts/ledger/trial-balance';
import type { FolioLine, Stay } from '../../src/modules/frontoffice/domain/stay-types';
import { serverToday } from '../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { requireSession, type DemoSession } from '../../src/mocks/core/sessions/auth';
import { oneAtATime } from '../../src/mocks/core/write-queue';
import { foSettingsOf, writeStay } from '../../src/mocks/frontoffice/fo-store';
import { chargeNights } from '../../src/mocks/frontoffice/folio-posting';
import { signInAs } from './support/render-app';

/** The audit area's tests: the hotel (1001), its days, stays written straight to the store, the accounts' check. */

export const HOTEL = 1001;
export const PREFIX = '/applayout-sidebar-large/frontoffice';
export const day = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
export const today = () => serverToday();

/** Signs in through the real login call and answers the demo backend's session of that user. */
export async function backendSession(userName = 'admin'): Promise<DemoSession> {
  const record = await signInAs(HOTEL, userName);
  const session = await requireSession(
    new Request('http://localhost/', { headers: { Authorization: `Bearer ${record.usr.kCode}` } }),
  );
  if (session instanceof Response) throw new Error('no demo session');
  return session;
}

/**
 * Writes a stay (in the write queue, through writeStay so the open stays' index follows) and charges `charged` of its
 * nights through chargeNights.
 */
export function putStay(session: DemoSession, stay: Stay, charged: readonly string[] = []): Promise<FolioLine[]> {
  return oneAtATime(HOTEL, async () => {
    await writeStay(HOTEL, stay);
    return charged.length > 0 ? chargeNights(session, stay, charged, await foSettingsOf(HOTEL)) : [];
  });
}

/** Does the trial balance agree (debits = credits, opening and closing)? */
export async function trialBalanceAgrees(): Promise<boolean> {
  const figures = trialBalance(await chartOf(HOTEL), await openingSets(HOTEL), await ledgerEntries(HOTEL), {
    to: day(serverToday(), 30),
  });
  return figures.totals.debit === figures.totals.credit && figures.totals.closingDebit === figures.totals.closingCredit;
}

/** A voucher's postings as [account, debit, credit, counter account, type] (paise). */
export async function postingsOf(voucher: string) {
  return (await ledgerEntries(HOTEL))
    .filter((entry) => entry.voucher === voucher)
    .map((entry) => [entry.account, entry.debit, entry.credit, entry.counter, entry.type] as const);
}

export const paiseTotal = (values: readonly number[]) => sumPaise(values);
