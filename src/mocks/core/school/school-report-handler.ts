import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportDeclaration, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import { readJson } from '../read-json';
import { authorise } from '../sessions/authorise';
import { schoolToday } from './school-session';
import { readSchoolAsk, type SchoolReportAsk } from './report-ask';

/** A report's rows (money in rupees), or rows with more for the view (a week's day labels), or a refusal. */
export type SchoolReportAnswer =
  | readonly ReportRow[]
  | { rows: readonly ReportRow[]; [extra: string]: unknown }
  | string;

/** Computes a report from the stored records, read once per request (never per row). */
export type SchoolReportRows = (
  companyCode: number,
  ask: SchoolReportAsk,
  today: string,
) => Promise<SchoolReportAnswer>;

/** A report the backend answers: its declaration (screen right, parameters, columns, grouping) and its rows. */
export interface SchoolReportSource {
  report: ReportDeclaration;
  rows: SchoolReportRows;
}

/**
 * Report sources by endpoint; each key is its declaration's endpoint. Each builder's report-rows-<area>.ts exports one.
 */
export type SchoolReportMap = Readonly<Record<string, SchoolReportSource>>;

const refuse = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * A school report `{ frmDate?, toDate?, detail?, <parameters>, usr }`, read with its report screen's right (403
 * without), computed from the stored records and answered with rows, group subtotals and totals (totalReport);
 * a refused ask answers 400 with the reason. A copy of the HR reports' handler (src/mocks/hrd/reports).
 */
function reportHandler(endpoint: string, { report, rows }: SchoolReportSource): HttpHandler {
  const names = new Set(report.parameters.map((parameter) => parameter.name));
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await authorise(request, report.screen.code!, 'read');
    if (session instanceof Response) return session;
    const today = schoolToday();
    const ask = readSchoolAsk(await readJson(request), names, today);
    if (typeof ask === 'string') return refuse(ask);
    const answer = await rows(session.companyCode, ask, today);
    if (typeof answer === 'string') return refuse(answer);
    const { rows: found, ...extra } = 'rows' in answer ? answer : { rows: answer };
    return HttpResponse.json({ ...totalReport(report.columns, found, report.groupBy), ...extra });
  });
}

/** The handlers of a module's school reports (the module's reports-handlers.ts passes its assembled map). */
export const schoolReportHandlers = (map: SchoolReportMap): HttpHandler[] =>
  Object.entries(map).map(([endpoint, source]) => reportHandler(endpoint, source));
