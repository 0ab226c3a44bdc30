import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise } from '../../../lib/money/money';
import { PENDING_FEES_REPORT } from '../../../modules/students/reports/pending-fees-declaration';
import { classCodeOf } from '../../../kits/school/class-code';
import { STU_REPORT_ENDPOINTS as E } from '../../../modules/students/reports/domain/report-endpoints';
import { balancesOf } from '../../core/school/fee-ledger-source';
import type { SchoolReportMap } from '../../core/school/school-report-handler';
import { studentsOf } from '../../core/school/school-masters';

/**
 * The students' pending fees report's rows, read from the front desk's fee ledger
 * (fee-ledger-source.ts balancesOf) as on the report's day: each pupil (of the class asked) whose balance is above
 * 0, by class then name, with the balance split by where it comes from. Rupees.
 */
export const FEE_REPORT_ROWS: SchoolReportMap = {
  [E.pendingFees]: {
    report: PENDING_FEES_REPORT,
    rows: async (companyCode, ask) => {
      const [balances, students] = await Promise.all([balancesOf(companyCode, ask.period.to), studentsOf(companyCode)]);
      const wanted = ask.values.classCode?.toUpperCase() ?? '';
      return students
        .filter((student) => !wanted || classCodeOf(student) === wanted)
        .sort((a, b) => classCodeOf(a).localeCompare(classCodeOf(b)) || a.name.localeCompare(b.name))
        .flatMap((student): ReportRow[] => {
          const balance = balances.get(student.admissionNo);
          if (!balance || balance.balance <= 0) return [];
          const { FEE, TRANSPORT, PENALTY, LIBRARY, BOOKS } = balance.bySource;
          return [
            {
              classCode: classCodeOf(student),
              admissionNo: student.admissionNo,
              name: student.name,
              parent: student.parentName,
              phone: student.phone,
              fees: fromPaise(FEE),
              transport: fromPaise(TRANSPORT),
              charges: fromPaise(sumPaise([PENALTY, LIBRARY, BOOKS])),
              balance: fromPaise(balance.balance),
            },
          ];
        });
    },
  },
};
