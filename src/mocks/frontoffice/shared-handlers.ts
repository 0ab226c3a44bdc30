import { http, HttpResponse } from 'msw';
import './fo-seeders';
import { fromPaise } from '../../lib/money/money';
import { folioBalancePaise, folioOrder } from '../../modules/frontoffice/domain/folio';
import { FO_SHARED_ENDPOINTS as API, type OpenStay } from '../../modules/frontoffice/domain/shared-endpoints';
import type { Folio, FolioLine, Stay } from '../../modules/frontoffice/domain/stay-types';
import { can } from '../../lib/permissions/can';
import { withTransaction } from '../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../menus/catalogue/front-office';
import { readJson } from '../core/read-json';
import { requireSession } from '../core/sessions/auth';
import { READ_FORBIDDEN } from '../core/sessions/authorise';
import { folioLinesOf, hotelDate, openStays, stayOf, staysOf } from './fo-store';

const openStay = (stay: Stay, lines: readonly FolioLine[]): OpenStay => ({
  stayNo: stay.stayNo,
  room: stay.room,
  category: stay.category,
  guestName: stay.guest.name,
  mobile: stay.guest.mobile,
  kind: stay.kind,
  status: stay.status,
  arrival: stay.arrival,
  departure: stay.departure,
  adults: stay.adults,
  children: stay.children,
  groupId: stay.groupId,
  billTo: stay.billTo,
  balance: fromPaise(folioBalancePaise(lines)),
});

// The menus whose screens show stays and folios: transactions 2, occupied room 3, group operations 5, ACR 6.
const STAY_MENUS = [2, 3, 5, 6];
const STAY_SCREENS = Object.values(FRONT_OFFICE).flatMap((screen) =>
  screen.code && STAY_MENUS.includes(screen.code.menuCode) ? [screen.code] : [],
);

/**
 * The session of a user who may open a front office screen that shows stays (a guest's name, room and folio are
 * not every employee's to read); others get the read refusal. The POS Room tender reads the rooms in its own
 * backend (settle-context), not here.
 */
async function staySession(request: Request) {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const holder = { usr: { rCode: session.user.rCode }, roles: session.roles };
  if (!STAY_SCREENS.some((code) => can(holder, withTransaction(code, 'view'))))
    return HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
  return session;
}

/**
 * The front office's shared reads, open to a user with a front office screen that shows stays (each
 * screen's own handlers check its rights on what it does): the open stays, and a stay's folio.
 */
export const foSharedHandlers = [
  http.post(`*/${API.openStays}`, async ({ request }) => {
    const session = await staySession(request);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const open = await openStays(session.companyCode);
    const today = await hotelDate(session.companyCode);
    const left =
      body.detail === 'ALL'
        ? (await staysOf(session.companyCode)).filter(
            (stay) => stay.status === 'CHECKED_OUT' && stay.checkedOutAt.slice(0, 10) === today,
          )
        : [];
    const wanted = [...open, ...left];
    const folios = await Promise.all(wanted.map((stay) => folioLinesOf(session.companyCode, stay.stayNo)));
    return HttpResponse.json(wanted.map((stay, index) => openStay(stay, folios[index]!)));
  }),
  http.post(`*/${API.folio}`, async ({ request }) => {
    const session = await staySession(request);
    if (session instanceof Response) return session;
    const stayNo = String((await readJson(request)).recordId ?? '');
    const stay = await stayOf(session.companyCode, stayNo);
    if (!stay) return HttpResponse.json(null);
    const lines = (await folioLinesOf(session.companyCode, stayNo)).sort(folioOrder);
    const folio: Folio = { stay, lines, balance: fromPaise(folioBalancePaise(lines)) };
    return HttpResponse.json(folio);
  }),
];
