import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { academicYearOf, academicYearSpan } from '../../../kits/school/school-year';
import {
  CLASS_LISTS,
  STUDENT_NOC,
  STUDENT_STRENGTH,
  TRANSPORT_STUDENTS,
} from '../../../modules/school-office/views/view-reports';
import { classCodeOf } from '../../../kits/school/class-code';
import { WAY_LABELS } from '../../../kits/school/transport-way';
import { issuesOf } from '../../core/school/library-store';
import { penaltyRowsOf } from '../../core/school/penalty-state';
import { runningAssignments, transportData } from '../../core/school/transport-data';
import { balancesOf } from '../../core/school/fee-ledger-source';
import { studentsOf } from '../../core/school/school-masters';
import type { SchoolReportMap } from '../../core/school/school-report-handler';

const GENDER: Readonly<Record<string, string>> = { M: 'Boy', F: 'Girl', O: 'Other' };
const byClass = (a: { classCode: string; name: string }, b: { classCode: string; name: string }) =>
  a.classCode.localeCompare(b.classCode) || a.name.localeCompare(b.name);

/** The pupils on roll (active), each with its class code, optionally of one class. */
async function rollWithClass(companyCode: number, classCode: string) {
  const wanted = classCode.toUpperCase();
  return (await studentsOf(companyCode))
    .filter((student) => student.active)
    .map((student) => ({ ...student, classCode: classCodeOf(student) }))
    .filter((student) => wanted === '' || student.classCode === wanted)
    .sort(byClass);
}

/**
 * The student views' and NOC rows: class lists (fd-students1), pupils on transport (fd-students3),
 * student strength (fd-students4) and the student NOC. Each reads its records once per request.
 */
export const VIEW_REPORT_ROWS: SchoolReportMap = {
  [CLASS_LISTS.endpoint]: {
    report: CLASS_LISTS,
    rows: async (companyCode, ask) => {
      const roll = await rollWithClass(companyCode, ask.values.classCode ?? '');
      const numbers = new Map<string, number>();
      return roll.map((pupil) => {
        const rollNo = (numbers.get(pupil.classCode) ?? 0) + 1;
        numbers.set(pupil.classCode, rollNo);
        return {
          classCode: pupil.classCode,
          rollNo,
          admissionNo: pupil.admissionNo,
          name: pupil.name,
          gender: GENDER[pupil.gender] ?? pupil.gender,
          dateOfBirth: pupil.dateOfBirth,
          parentName: pupil.parentName,
          phone: pupil.phone,
        };
      });
    },
  },
  [TRANSPORT_STUDENTS.endpoint]: {
    report: TRANSPORT_STUDENTS,
    rows: async (companyCode, ask, today) => {
      const data = await transportData(companyCode);
      const route = (ask.values.route ?? '').toUpperCase();
      const pickup = new Map(
        data.routes.map((row) => [
          row.code,
          new Map((row.stops ?? []).map((stop) => [stop.stopName, stop.pickupTime])),
        ]),
      );
      return runningAssignments(data, today, route).map((row) => ({
        route: `${row.route} ${row.routeName}`.trim(),
        stop: row.stop,
        pickupTime: pickup.get(row.route)?.get(row.stop) ?? '',
        admissionNo: row.admissionNo,
        name: row.name,
        classCode: row.classCode,
        way: WAY_LABELS[row.way],
        fromDate: row.fromDate,
        pupils: 1,
      }));
    },
  },
  [STUDENT_STRENGTH.endpoint]: {
    report: STUDENT_STRENGTH,
    rows: async (companyCode, _ask, today) => {
      const year = academicYearSpan(academicYearOf(today));
      const classes = new Map<
        string,
        { classCode: string; boys: number; girls: number; other: number; total: number; newAdmissions: number }
      >();
      for (const pupil of await rollWithClass(companyCode, '')) {
        const row = classes.get(pupil.classCode) ?? {
          classCode: pupil.classCode,
          boys: 0,
          girls: 0,
          other: 0,
          total: 0,
          newAdmissions: 0,
        };
        if (pupil.gender === 'M') row.boys += 1;
        else if (pupil.gender === 'F') row.girls += 1;
        else row.other += 1;
        row.total += 1;
        if (pupil.admissionDate >= year.from && pupil.admissionDate <= year.to) row.newAdmissions += 1;
        classes.set(pupil.classCode, row);
      }
      return [...classes.values()];
    },
  },
  [STUDENT_NOC.endpoint]: {
    report: STUDENT_NOC,
    rows: async (companyCode, ask, today) => {
      const [roll, balances, issues, penalties] = await Promise.all([
        rollWithClass(companyCode, ask.values.classCode ?? ''),
        balancesOf(companyCode, today),
        issuesOf(companyCode),
        penaltyRowsOf(companyCode),
      ]);
      const pupils = ask.detail
        ? roll.filter((pupil) => pupil.admissionNo.toUpperCase() === ask.detail.toUpperCase())
        : roll;
      if (ask.detail && pupils.length === 0) return `There is no pupil on roll with admission number ${ask.detail}.`;
      const booksOut = new Map<string, number>();
      for (const issue of issues)
        for (const line of issue.lines)
          if (line.returnedOn === '') booksOut.set(issue.memberKey, (booksOut.get(issue.memberKey) ?? 0) + 1);
      const unpaid = new Map<string, number>();
      for (const row of penalties)
        if (row.pending > 0)
          unpaid.set(row.admissionNo, sumPaise([unpaid.get(row.admissionNo) ?? 0, toPaise(row.pending)]));
      return pupils.map((pupil) => {
        const balance = Math.max(0, balances.get(pupil.admissionNo)?.balance ?? 0);
        const books = booksOut.get(`S:${pupil.admissionNo}`) ?? 0;
        const owed = unpaid.get(pupil.admissionNo) ?? 0;
        const pending = [
          balance > 0 ? 'fees' : '',
          books > 0 ? 'library books' : '',
          owed > 0 ? 'penalties' : '',
        ].filter(Boolean);
        return {
          admissionNo: pupil.admissionNo,
          name: pupil.name,
          classCode: pupil.classCode,
          feeBalance: fromPaise(balance),
          booksOut: books,
          unpaidPenalties: fromPaise(owed),
          noc: pending.length === 0 ? 'Yes' : 'No',
          pending: pending.join(', '),
        };
      });
    },
  },
};
