import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { companionProblems, capacityOf } from '../../../modules/frontoffice/checkin/domain/checkin-rules';
import { CHECKIN_ENDPOINTS as API } from '../../../modules/frontoffice/checkin/domain/checkin-types';
import { ID_TYPES, type Companion, type IdType } from '../../../modules/frontoffice/domain/stay-types';
import { slotFor } from '../../../modules/frontoffice/domain/tariff';
import { logActivity, type ActivityActor } from '../../core/activity-log';
import { readJson, validationAnswer } from '../../core/read-json';
import { foWrite, nowStamp, refusal } from '../fo-session';
import { hotelDate, stayOf, writeStay } from '../fo-store';
import { cancelCheckIn } from './cancel-save';
import { anyScreenSession } from './checkin-access';
import { guestOf } from './checkin-input';
import { categoriesOf, num, str } from './checkin-masters';
import { countPrint, printCountOf, registrationCardOf } from './registration-card';
import { changeStayDetails } from './stay-details-save';

const CARD_SCREENS = [FRONT_OFFICE.registrationCard, FRONT_OFFICE.checkIn, FRONT_OFFICE.quickCheckIn];

const companionOf = (value: unknown): Companion => {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const idType = str(raw.idType);
  const age = raw.age === '' || raw.age === null || raw.age === undefined ? null : num(raw.age);
  return {
    name: str(raw.name).trim(),
    age,
    relation: str(raw.relation).trim(),
    idType: ID_TYPES.includes(idType as IdType) ? (idType as IdType) : '',
    idNumber: str(raw.idNumber).trim(),
    nationality: str(raw.nationality).trim() || 'Indian',
  };
};

const log = (actor: ActivityActor, action: string, subject: string, reference: string, detail: string) =>
  logActivity(actor, { at: nowStamp(), module: 'frontoffice', action, subject, reference, detail });

/** The occupied-room operations of this area: change details, companions, the registration card and cancel check-in. */
export const stayRoutes = [
  http.post(`*/${API.changeDetails}`, async ({ request }) => {
    const session = await anyScreenSession(request, [FRONT_OFFICE.changeDetails], TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const header = (await readJson(request)).header as Record<string, unknown> | undefined;
    const input = {
      stayNo: str(header?.stayNo),
      guest: guestOf(header?.guest),
      departure: str(header?.departure).trim(),
      adults: Number(header?.adults),
      children: Number(header?.children ?? 0),
      billTo: str(header?.billTo).trim(),
    };
    return foWrite(request, session, async () => {
      const done = await changeStayDetails(session, input);
      if (typeof done === 'string') return refusal(done);
      if ('problems' in done) return validationAnswer(done.problems);
      await log(
        session,
        'Modified',
        'Stay details',
        done.stay.stayNo,
        `${done.stay.guest.name} in room ${done.stay.room}`,
      );
      return HttpResponse.json({ result: 'OK', seq: done.stay.stayNo, cformNo: done.cformNo });
    });
  }),
  http.post(`*/${API.companions}`, async ({ request }) => {
    const session = await anyScreenSession(request, [FRONT_OFFICE.guestManagement], TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const companions = (Array.isArray(body.lines) ? body.lines : []).map(companionOf);
    return foWrite(request, session, async () => {
      const stay = await stayOf(session.companyCode, str(body.recordId));
      if (!stay) return refusal(`Stay ${str(body.recordId)} does not exist.`);
      if (stay.status !== 'IN_HOUSE')
        return refusal(`Stay ${stay.stayNo} is not in the room now: its guests cannot change.`);
      const category = (await categoriesOf(session.companyCode)).find((row) => row.code === stay.category);
      const extraBeds = slotFor(stay.slots, await hotelDate(session.companyCode))?.extraBeds ?? 0;
      const problems = companionProblems(companions, capacityOf(category ?? { occupancy: 1 }, extraBeds));
      if (Object.keys(problems).length > 0) return validationAnswer(problems);
      await writeStay(session.companyCode, { ...stay, companions });
      await log(
        session,
        'Modified',
        'Companions',
        stay.stayNo,
        `${companions.length} companions of ${stay.guest.name}`,
      );
      return HttpResponse.json({ result: 'OK', seq: stay.stayNo });
    });
  }),
  http.post(`*/${API.registrationCard}`, async ({ request }) => {
    const session = await anyScreenSession(request, CARD_SCREENS, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const stay = await stayOf(session.companyCode, str((await readJson(request)).recordId));
    return HttpResponse.json(stay ? await registrationCardOf(session.companyCode, stay) : null);
  }),
  http.post(`*/${API.printCard}`, async ({ request }) => {
    const stayNo = str((await readJson(request)).recordId);
    const peek = await anyScreenSession(request, CARD_SCREENS, TRANSACTION.view, 'read');
    if (peek instanceof Response) return peek;
    // The first copy needs the print right, every later one the reprint right.
    const first = (await printCountOf(peek.companyCode, stayNo)) === 0;
    const session = await anyScreenSession(
      request,
      CARD_SCREENS,
      first ? TRANSACTION.print : TRANSACTION.reprint,
      'write',
    );
    if (session instanceof Response) return session;
    return foWrite(request, session, async () => {
      if (!(await stayOf(session.companyCode, stayNo))) return refusal(`Stay ${stayNo} does not exist.`);
      const copies = await countPrint(session.companyCode, stayNo);
      await log(session, copies === 1 ? 'Printed' : 'Reprinted', 'Registration card', stayNo, `copy ${copies}`);
      return HttpResponse.json({ result: 'OK', seq: stayNo, copies });
    });
  }),
  http.post(`*/${API.cancel}`, async ({ request }) => {
    const session = await anyScreenSession(request, [FRONT_OFFICE.cancelCheckIn], TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return foWrite(request, session, async () => {
      const done = await cancelCheckIn(session, str(body.recordId), str(body.detail));
      if (typeof done === 'string') return refusal(done);
      await log(session, 'Cancelled', 'Check-in', done.stay.stayNo, done.stay.cancelReason);
      return HttpResponse.json({ result: 'OK', seq: done.refunds.join(', '), refunds: done.refunds });
    });
  }),
];
