import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { readJson } from '../read-json';
import { reportDate } from '../server-dates';
import { screenSession } from '../sessions/screen-session';

/** What a period's list needs to know of a module's dated, numbered documents (receipts, issues, returns). */
export interface DatedList<D extends { date: string }> {
  route: string;
  /** The screen whose view right guards the list. */
  screen: ScreenDeclaration;
  rowsOf: (companyCode: number) => Promise<D[]>;
  numberOf: (row: D) => string;
}

/**
 * The period's documents (`{ frmDate, toDate }`, open at either end when absent), newest number first, read with the
 * screen's view right.
 */
export function datedListHandler<D extends { date: string }>(list: DatedList<D>) {
  return http.post(`*/${list.route}`, async ({ request }) => {
    const session = await screenSession(request, list.screen, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = reportDate(body.frmDate) ?? '0000-01-01';
    const to = reportDate(body.toDate) ?? '9999-12-31';
    const rows = (await list.rowsOf(session.companyCode)).filter((row) => row.date >= from && row.date <= to);
    return HttpResponse.json(rows.sort((a, b) => list.numberOf(b).localeCompare(list.numberOf(a))));
  });
}
