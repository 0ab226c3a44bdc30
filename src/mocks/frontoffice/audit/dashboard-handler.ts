import { http, HttpResponse } from 'msw';
import { frontOfficeFigures } from '../../../modules/frontoffice/audit/domain/reports/dashboard-figures';
import { FRONTOFFICE_DASHBOARDS } from '../../../modules/frontoffice/frontoffice-dashboards';
import { authorise } from '../../core/sessions/authorise';
import { foDashboardSources } from './report-sources';

const DASHBOARD = FRONTOFFICE_DASHBOARDS[0]!;

/**
 * The front office dashboard's figures from the open and recent stays and their folios, the reservations and C-Forms,
 * on the hotel date.
 */
export const foDashboardHandler = http.post(`*/${DASHBOARD.endpoint}`, async ({ request }) => {
  const session = await authorise(request, DASHBOARD.screen.code!, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(frontOfficeFigures(await foDashboardSources(session.companyCode)));
});
