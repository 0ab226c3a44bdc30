import { http, HttpResponse } from 'msw';
import { fromPaise } from '../../lib/money/money';
import { folioBalancePaise } from '../../modules/frontoffice/domain/folio';
import { FO_SHARED_ENDPOINTS as API, type OpenStay } from '../../modules/frontoffice/domain/shared-endpoints';
import type { Folio, FolioLine, Stay } from '../../modules/frontoffice/domain/stay-types';
import { readJson } from '../core/read-json';
import { requireSession } from '../core/sessions/auth';
import { folioLinesOf, hotelDate, openStays, stayOf, staysOf } from './fo-store';

const openStay = (stay: Stay, lines: readonly FolioLine[]): OpenStay => ({
  stayNo: stay.stayNo, room: stay.room, category: stay.category, guestName: stay.guest.name, mobile: stay.guest.mobile, kind: stay.kind, status: stay.status,
  arrival: stay.arrival, departure: stay.departure, adults: stay.adults, children: stay.children, groupId: stay.groupId, billTo: stay.billTo,
  balance: fromPaise(folioBalancePaise(lines)),
});

/**
 * The front office's shared reads (issue 18), open to any signed-in user of the company (each screen's own
 * handlers check its rights on what it does): the open stays, and a stay's folio.
 */
export const foSharedHandlers = [
  http.post(`*/${API.openStays}`, async ({ request }) => {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const open = await openStays(session.companyCode);
    const today = await hotelDate(session.companyCode);
    const left = body.detail === 'ALL' ? (await staysOf(session.companyCode)).filter((stay) => stay.status === 'CHECKED_OUT' && stay.checkedOutAt.slice(0, 10) === today) : [];
    const wanted = [...open, ...left];
    const folios = await Promise.all(wanted.map((stay) => folioLinesOf(session.companyCode, stay.stayNo)));
    return HttpResponse.json(wanted.map((stay, index) => openStay(stay, folios[index]!)));
  }),
  http.post(`*/${API.folio}`, async ({ request }) => {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    const stayNo = String((await readJson(request)).recordId ?? '');
    const stay = await stayOf(session.companyCode, stayNo);
    if (!stay) return HttpResponse.json(null);
    const lines = (await folioLinesOf(session.companyCode, stayNo)).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
    const folio: Folio = { stay, lines, balance: fromPaise(folioBalancePaise(lines)) };
    return HttpResponse.json(folio);
  }),
];
