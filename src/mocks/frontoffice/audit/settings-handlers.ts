import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { AUDIT_ENDPOINTS as API } from '../../../modules/frontoffice/audit/domain/audit-types';
import { problemText, settingsFrom, settingsProblems } from '../../../modules/frontoffice/audit/domain/settings-rules';
import { readJson } from '../../core/read-json';
import { foSettingsOf, writeFoSettings } from '../fo-store';
import { foSession, foWrite, refusal } from '../fo-session';

const SCREEN = FRONT_OFFICE.settings;

/** Front office settings (Setup, /frontoffice/fo-settings): read with the screen, changed with its modify right. */
export const settingsHandlers = [
  http.post(`*/${API.settings}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    return HttpResponse.json(await foSettingsOf(session.companyCode));
  }),
  http.post(`*/${API.saveSettings}`, async ({ request }) => {
    const session = await foSession(request, SCREEN, TRANSACTION.modify, 'write');
    if (session instanceof Response) return session;
    const settings = settingsFrom((await readJson(request)).header);
    const problems = settingsProblems(settings);
    if (Object.keys(problems).length > 0) return refusal(problemText(problems));
    return foWrite(request, session, async () => {
      await writeFoSettings(session.companyCode, settings);
      return HttpResponse.json({ result: 'OK' });
    });
  }),
];
