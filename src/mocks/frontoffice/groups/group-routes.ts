import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import {
  GROUP_SCREENS,
  GROUPS_ENDPOINTS as API,
  type GroupScreenName,
} from '../../../modules/frontoffice/groups/domain/groups-types';
import { readJson } from '../../core/read-json';
import { can } from '../../../lib/permissions/can';
import { withTransaction } from '../../../lib/permissions/permission-code';
import type { DemoSession } from '../../core/sessions/auth';
import { requireSession } from '../../core/sessions/auth';
import { READ_FORBIDDEN } from '../../core/sessions/authorise';
import { foSession, foWrite } from '../fo-session';
import { addGroupRooms } from './group-add-rooms';
import { checkInBookedGroup } from './group-arrival';
import { linkGroup, modifyGroup } from './group-changes';
import { createGroup } from './group-create';
import { finalCheckout, partCheckout } from './group-leave';
import { groupRequirements } from './group-masters';
import { groupDetail, groupSummaries } from './group-read';
import {
  addRoomsOf,
  finalOf,
  linkOf,
  modifyOf,
  newGroupOf,
  partGroupOf,
  partLinesOf,
  roomLinesOf,
  text,
} from './group-wire';

type Transaction = (typeof TRANSACTION)[keyof typeof TRANSACTION];

/** A group write: the screen's right checked, then once per Idempotency-Key inside the company's write queue. */
const write = (
  endpoint: string,
  screen: ScreenDeclaration,
  transaction: Transaction,
  work: (session: DemoSession, body: Record<string, unknown>) => Promise<Response>,
) =>
  http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await foSession(request, screen, transaction, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return foWrite(request, session, () => work(session, body));
  });

/**
 * A user who may open one of the group screens (a group's guests, rooms and balances are not every employee's to read).
 */
async function groupReader(request: Request) {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const holder = { usr: { rCode: session.user.rCode }, roles: session.roles };
  if (!GROUP_SCREENS.some((name) => can(holder, withTransaction(FRONT_OFFICE[name].code!, 'view'))))
    return HttpResponse.json({ message: READ_FORBIDDEN }, { status: 403 });
  return session;
}

/**
 * Group operations (front office menu 5). The reads need one of the group screens' rights (the
 * requirements that screen's own); each write checks its screen's right.
 */
export const groupRoutes = [
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const asked = text((await readJson(request)).detail);
    const screen = GROUP_SCREENS.includes(asked as GroupScreenName)
      ? FRONT_OFFICE[asked as GroupScreenName]
      : FRONT_OFFICE.groupNew;
    const session = await foSession(request, screen, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await groupRequirements(session.companyCode));
  }),
  http.post(`*/${API.list}`, async ({ request }) => {
    const session = await groupReader(request);
    if (session instanceof Response) return session;
    return HttpResponse.json(
      await groupSummaries(session.companyCode, text((await readJson(request)).detail) === 'ALL'),
    );
  }),
  http.post(`*/${API.one}`, async ({ request }) => {
    const session = await groupReader(request);
    if (session instanceof Response) return session;
    return HttpResponse.json(await groupDetail(session.companyCode, text((await readJson(request)).recordId)));
  }),
  write(API.create, FRONT_OFFICE.groupNew, TRANSACTION.create, (session, body) =>
    createGroup(session, newGroupOf(body), roomLinesOf(body.lines)),
  ),
  write(API.checkIn, FRONT_OFFICE.groupNew, TRANSACTION.create, (session, body) =>
    checkInBookedGroup(session, text(body.recordId)),
  ),
  write(API.modify, FRONT_OFFICE.groupModify, TRANSACTION.modify, (session, body) =>
    modifyGroup(session, modifyOf(body)),
  ),
  write(API.link, FRONT_OFFICE.groupLink, TRANSACTION.modify, (session, body) => linkGroup(session, linkOf(body))),
  write(API.addRooms, FRONT_OFFICE.groupAddRooms, TRANSACTION.create, (session, body) =>
    addGroupRooms(session, addRoomsOf(body), roomLinesOf(body.lines)),
  ),
  write(API.partCheckout, FRONT_OFFICE.groupPartCheckout, TRANSACTION.create, (session, body) =>
    partCheckout(session, partGroupOf(body), partLinesOf(body.lines)),
  ),
  write(API.finalCheckout, FRONT_OFFICE.groupFinalCheckout, TRANSACTION.create, (session, body) =>
    finalCheckout(session, finalOf(body)),
  ),
];
