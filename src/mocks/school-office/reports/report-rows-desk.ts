import type { ReportRow } from '../../../engine/report/report';
import {
  MEETING_DETAILS_REPORT,
  TRAINING_INFO_REPORT,
} from '../../../modules/school-office/desk/desk-report-declarations';
import type { FdAttendee } from '../../../modules/school-office/domain/meeting-types';
import { meetingsOf, trainingsOf } from '../fd-store';
import type { SchoolReportMap } from '../../core/school/school-report-handler';

/**
 * The desk reports' rows: training information and meeting details, a row per attendee
 * of the trainings (overlapping the period) and meetings (held in it), latest first, each counted invited and present.
 */

const WHO: Record<FdAttendee['kind'], string> = { PARENT: 'Parent', STUDENT: 'Pupil', STAFF: 'Staff' };
const attendeeCells = (one: FdAttendee) => ({
  attendee: one.name,
  who: WHO[one.kind],
  attended: one.attended ? 'Yes' : 'No',
  invited: 1,
  present: one.attended ? 1 : 0,
});

export const DESK_REPORT_ROWS: SchoolReportMap = {
  [TRAINING_INFO_REPORT.endpoint]: {
    report: TRAINING_INFO_REPORT,
    rows: async (companyCode, { period }) =>
      (await trainingsOf(companyCode))
        .filter((one) => one.fromDate <= period.to && one.toDate >= period.from)
        .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.trainingNo.localeCompare(a.trainingNo))
        .flatMap((one) =>
          one.attendees.map(
            (person): ReportRow => ({
              training: `${one.trainingNo} ${one.title}`,
              fromDate: one.fromDate,
              toDate: one.toDate,
              trainer: one.trainer,
              venue: one.venue,
              ...attendeeCells(person),
              remarks: person.remarks,
            }),
          ),
        ),
  },
  [MEETING_DETAILS_REPORT.endpoint]: {
    report: MEETING_DETAILS_REPORT,
    rows: async (companyCode, { period }) =>
      (await meetingsOf(companyCode))
        .filter((one) => one.meetingDate >= period.from && one.meetingDate <= period.to)
        .sort((a, b) => b.meetingDate.localeCompare(a.meetingDate) || b.meetingNo.localeCompare(a.meetingNo))
        .flatMap((one) =>
          one.attendees.map(
            (person): ReportRow => ({
              meeting: `${one.meetingNo} ${one.subject}`,
              meetingDate: one.meetingDate,
              time: `${one.fromTime} to ${one.toTime}`,
              venue: one.venue,
              chairedBy: one.chairedBy,
              ...attendeeCells(person),
            }),
          ),
        ),
  },
};
