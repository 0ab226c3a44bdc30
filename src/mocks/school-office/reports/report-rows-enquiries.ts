import type { ReportRow } from '../../../engine/report/report';
import { ENQUIRY_REPORTS } from '../../../modules/school-office/enquiries/enquiry-report-declarations';
import {
  ENQUIRY_SOURCES,
  ENQUIRY_STATUS_LABELS,
  isFollowUpDue,
  isOpenEnquiry,
  PRESENTATION_OUTCOMES,
  PRESENTATION_STATUS_LABELS,
} from '../../../modules/school-office/domain/enquiry-rules';
import type { Enquiry, Presentation } from '../../../modules/school-office/domain/enquiry-types';
import { FD_REPORT_ENDPOINTS as E } from '../../../modules/school-office/reports/domain/report-endpoints';
import { enquiriesOf, presentationsOf } from '../fd-store';
import type { SchoolReportAsk } from '../../core/school/report-ask';
import type { SchoolReportMap, SchoolReportRows } from '../../core/school/school-report-handler';

/**
 * The enquiry reports' rows, computed from the stored enquiries and presentations: calls,
 * pending calls (open, follow-up due on or before today), presentations, pending presentations (still scheduled),
 * user-wise calls (taken, followed up, converted, closed, open per user) and the shared rep1-3 (enquiries, pending,
 * converted).
 */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const inPeriod = (day: string, ask: SchoolReportAsk) => day >= ask.period.from && day <= ask.period.to;
const sourceLabel = (source: string) => ENQUIRY_SOURCES.find((one) => one.value === source)?.label ?? source;
const byDate = (a: Enquiry, b: Enquiry) => a.date.localeCompare(b.date) || a.enquiryNo.localeCompare(b.enquiryNo);

const enquiryRow = (row: Enquiry): ReportRow => ({
  enquiryNo: row.enquiryNo,
  date: row.date,
  parentName: row.parentName,
  childName: row.childName,
  phone: row.phone,
  classSought: row.classSought,
  source: sourceLabel(row.source),
  status: ENQUIRY_STATUS_LABELS[row.status],
  followUpDate: row.followUpDate || null,
  followUps: row.followUps.length,
  by: row.by,
});

const calls: SchoolReportRows = async (company, ask) =>
  (await enquiriesOf(company))
    .filter((row) => inPeriod(row.date, ask))
    .sort(byDate)
    .map(enquiryRow);

const pendingCalls: SchoolReportRows = async (company, _ask, today) =>
  (await enquiriesOf(company))
    .filter((row) => isFollowUpDue(row, today))
    .sort((a, b) => a.followUpDate.localeCompare(b.followUpDate) || byDate(a, b))
    .map((row) => ({
      enquiryNo: row.enquiryNo,
      date: row.date,
      parentName: row.parentName,
      childName: row.childName,
      phone: row.phone,
      classSought: row.classSought,
      status: ENQUIRY_STATUS_LABELS[row.status],
      followUpDate: row.followUpDate,
      daysOverdue: daysBetween(row.followUpDate, today),
      lastNote: row.followUps.at(-1)?.note ?? '',
      by: row.by,
    }));

const converted: SchoolReportRows = async (company, ask) =>
  (await enquiriesOf(company))
    .filter((row) => row.status === 'CONVERTED' && inPeriod(row.closedOn, ask))
    .sort((a, b) => a.closedOn.localeCompare(b.closedOn) || byDate(a, b))
    .map((row) => ({
      enquiryNo: row.enquiryNo,
      date: row.date,
      parentName: row.parentName,
      childName: row.childName,
      classSought: row.classSought,
      source: sourceLabel(row.source),
      closedOn: row.closedOn,
      days: daysBetween(row.date, row.closedOn),
      admissionNo: row.admissionNo,
      by: row.by,
    }));

const presentationRow = (row: Presentation): Record<string, string | number | null> => ({
  presentationNo: row.presentationNo,
  scheduledDate: row.scheduledDate,
  scheduledTime: row.scheduledTime,
  parentName: row.parentName,
  childName: row.childName,
  phone: row.phone,
  enquiryNo: row.enquiryNo,
  venue: row.venue,
  presenterName: row.presenterName,
  status: PRESENTATION_STATUS_LABELS[row.status],
  outcome: PRESENTATION_OUTCOMES.find((one) => one.value === row.outcome)?.label ?? '',
});
const byDay = (a: Presentation, b: Presentation) =>
  a.scheduledDate.localeCompare(b.scheduledDate) || a.scheduledTime.localeCompare(b.scheduledTime);

const presentations: SchoolReportRows = async (company, ask) =>
  (await presentationsOf(company))
    .filter((row) => inPeriod(row.scheduledDate, ask))
    .sort(byDay)
    .map(presentationRow);

const pendingPresentations: SchoolReportRows = async (company, _ask, today) =>
  (await presentationsOf(company))
    .filter((row) => row.status === 'SCHEDULED')
    .sort(byDay)
    .map((row) => ({ ...presentationRow(row), daysOverdue: Math.max(0, daysBetween(row.scheduledDate, today)) }));

/** Per user, over the period: the enquiries they took (and what became of them) and the follow-ups they made. */
const userwiseCalls: SchoolReportRows = async (company, ask) => {
  const users = new Map<
    string,
    { taken: number; followUps: number; converted: number; closed: number; open: number }
  >();
  const of = (user: string) =>
    users.get(user) ?? users.set(user, { taken: 0, followUps: 0, converted: 0, closed: 0, open: 0 }).get(user)!;
  for (const row of await enquiriesOf(company)) {
    for (const line of row.followUps) if (inPeriod(line.date, ask)) of(line.by).followUps += 1;
    if (!inPeriod(row.date, ask)) continue;
    const tally = of(row.by);
    tally.taken += 1;
    if (row.status === 'CONVERTED') tally.converted += 1;
    else if (row.status === 'CLOSED') tally.closed += 1;
    else if (isOpenEnquiry(row.status)) tally.open += 1;
  }
  return [...users].sort(([a], [b]) => a.localeCompare(b)).map(([user, tally]) => ({ user, ...tally }));
};

const ROWS: Readonly<Record<string, SchoolReportRows>> = {
  [E.calls]: calls,
  [E.pendingCalls]: pendingCalls,
  [E.presentations]: presentations,
  [E.pendingPresentations]: pendingPresentations,
  [E.userwiseCalls]: userwiseCalls,
  [E.enquiries]: calls,
  [E.pendingEnquiries]: pendingCalls,
  [E.convertedEnquiries]: converted,
};

export const ENQUIRY_REPORT_ROWS: SchoolReportMap = Object.fromEntries(
  ENQUIRY_REPORTS.map((report) => [report.endpoint, { report, rows: ROWS[report.endpoint]! }]),
);
