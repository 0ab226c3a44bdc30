import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { CRM_TARGET_REPORTS } from '../../../modules/crm/reports/crm-reports';
import { CRM_REPORT_ENDPOINTS as E } from '../../../modules/crm/reports/report-endpoints';
import { readJson } from '../../core/read-json';
import { authorise } from '../../core/sessions/authorise';
import { isoDay } from './crm-sources';
import {
  agentRows,
  designationRows,
  employeeRows,
  materialGroupRows,
  materialRows,
  type Period,
} from './key-report-rows';
import { targetAchievementRows } from './target-report-rows';

const ROWS: Record<string, (companyCode: number, period: Period) => Promise<ReportRow[]>> = {
  [E.targetAchievements]: targetAchievementRows,
  [E.keyMaterialGroups]: materialGroupRows,
  [E.keyMaterials]: materialRows,
  [E.keyDesignations]: designationRows,
  [E.keyEmployees]: employeeRows,
  [E.keyAgents]: agentRows,
};

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * A CRM report `{frmDate, toDate, usr}`, read with its screen's right, computed from the stored documents and answered
 * with totals.
 */
const reportHandler = (report: ReportDeclaration) =>
  http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = isoDay(body.frmDate);
    const to = isoDay(body.toDate);
    if (!from) return refuse('Give the first day of the report (frmDate).');
    if (!to) return refuse('Give the last day of the report (toDate).');
    if (from > to) return refuse('The report cannot start after it ends.');
    const rows = await ROWS[report.endpoint]!(session.companyCode, { from, to });
    return HttpResponse.json(totalReport(report.columns, rows, report.groupBy));
  });

export const crmReportHandlers: HttpHandler[] = CRM_TARGET_REPORTS.map(reportHandler);
