import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { readJson } from '../../core/read-json';
import { queuedSaveRoute } from '../../core/sessions/queued-save-route';
import { wireDate } from '../../core/server-dates';
import { hrdSession, hrdToday, hrdWrite } from '../hrd-session';
import { inoutOfDay } from './inout-day';
import { importInout } from './inout-import';
import { setInout } from './inout-set';
import { ensurePunches } from './punch-seed';

const SCREEN = HRD.hrdInout;

/**
 * The demo backend's in/out register: the day's register and punches (contract), and a device file's import
 * (ours). Mended: SetTodayInoutDetails checks the screen's create (punch in) or modify (punch out) right; the import
 * needs create.
 */
export const inoutHandlers: HttpHandler[] = [
  http.post(`*/${HRD_ROUTES.inoutOfDay}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const dat = wireDate((await readJson(request)).frmDate) ?? hrdToday();
    return HttpResponse.json(await inoutOfDay(session.companyCode, dat));
  }),
  queuedSaveRoute(
    HRD_ROUTES.setInout,
    SCREEN,
    (traCheck) => (traCheck === 2 ? TRANSACTION.modify : TRANSACTION.create),
    async (session, body) => {
      // Seeding is idempotent (seedOnce), so running it inside the queued write stores and answers the same.
      await ensurePunches(session.companyCode);
      return setInout(session, body);
    },
  ),
  http.post(`*/${HRD_ROUTES.importInout}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    await ensurePunches(session.companyCode);
    const body = await readJson(request);
    return hrdWrite(request, session, () => importInout(session, body));
  }),
];
