import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import {
  CHECKIN_ENDPOINTS as API,
  type CheckinAnswer,
  type CheckinRequirements,
  type CheckinScreenName,
} from '../../../modules/frontoffice/checkin/domain/checkin-types';
import { logActivity } from '../../core/activity-log';
import { readJson, validationAnswer } from '../../core/read-json';
import { foWrite, nowStamp, refusal } from '../fo-session';
import { foSettingsOf, hotelDate, reservationsOf } from '../fo-store';
import { anyScreenSession, SCREEN_OF, SCREEN_OF_KIND } from './checkin-access';
import { checkinInputOf } from './checkin-input';
import { billToOf, categoriesOf, checkinRoomsOf, guestMatches, mealPlansOf, str } from './checkin-masters';
import { runCheckIn } from './checkin-save';

const screenNamed = (name: unknown) => SCREEN_OF[(str(name) in SCREEN_OF ? str(name) : 'checkIn') as CheckinScreenName];
const WAYS_IN = [SCREEN_OF.checkIn, SCREEN_OF.quickCheckIn, SCREEN_OF.houseGuest, SCREEN_OF.changeDetails];

/** Check-in's requirements, the guest search and the check-in itself (full, quick or house guest by `header.kind`). */
export const checkinRoutes = [
  http.post(`*/${API.requirements}`, async ({ request }) => {
    const body = await readJson(request);
    const session = await anyScreenSession(request, [screenNamed(body.detail)], TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const company = session.companyCode;
    const [date, settings, rooms, categories, mealPlans, billTo, reservations] = await Promise.all([
      hotelDate(company),
      foSettingsOf(company),
      checkinRoomsOf(company),
      categoriesOf(company),
      mealPlansOf(company),
      billToOf(company),
      reservationsOf(company),
    ]);
    const answer: CheckinRequirements = {
      hotelDate: date,
      settings,
      rooms,
      categories,
      mealPlans,
      billTo,
      reservations: reservations
        .filter((row) => row.status === 'BOOKED' && row.arrival <= date && row.departure > date)
        .sort((a, b) => a.guestName.localeCompare(b.guestName)),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.guestMatches}`, async ({ request }) => {
    const session = await anyScreenSession(request, WAYS_IN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await guestMatches(session.companyCode, str((await readJson(request)).detail)));
  }),
  http.post(`*/${API.save}`, async ({ request }) => {
    const input = checkinInputOf((await readJson(request)).header);
    const session = await anyScreenSession(request, [SCREEN_OF_KIND[input.kind]], TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    return foWrite(request, session, async () => {
      const done = await runCheckIn(session, input);
      if (typeof done === 'string') return refusal(done);
      if ('problems' in done) return validationAnswer(done.problems);
      const { stay } = done;
      const way = input.kind === 'HOUSE' ? 'House guest' : input.kind === 'QUICK' ? 'Quick check-in' : 'Check-in';
      await logActivity(session, {
        at: nowStamp(),
        module: 'frontoffice',
        action: 'Created',
        subject: way,
        reference: stay.stayNo,
        detail: `${stay.guest.name} in room ${stay.room}`,
      });
      const answer: CheckinAnswer = {
        result: 'OK',
        seq: stay.stayNo,
        stay,
        receipt: done.receipt,
        cformNo: done.cformNo,
      };
      return HttpResponse.json(answer);
    });
  }),
];
