import { PENALTY_STATE_LABELS } from '../../../modules/students/domain/penalty-rules';
import { PENDING_PENALTIES_REPORT } from '../../../modules/students/penalties/penalty-report';
import { feeReceiptsOf } from '../../core/school/fee-store';
import type { SchoolReportMap } from '../../core/school/school-report-handler';
import { listRowOf, settledByDue } from '../../core/school/penalty-state';
import { penaltiesGivenOf } from '../../core/school/students-store';

/**
 * The pending penalties report's rows: the penalties given on or before the day asked, not
 * cancelled, with what the fee receipts dated on or before it settled, those still owing; by class, then date.
 */
export const PENALTY_REPORT_ROWS: SchoolReportMap = {
  [PENDING_PENALTIES_REPORT.endpoint]: {
    report: PENDING_PENALTIES_REPORT,
    rows: async (companyCode, ask) => {
      const asOn = ask.period.to;
      const classCode = (ask.values.classCode ?? '').toUpperCase();
      const given = await penaltiesGivenOf(companyCode);
      const receipts = await feeReceiptsOf(companyCode);
      const settled = settledByDue(receipts.filter((receipt) => receipt.date <= asOn));
      return given
        .filter((row) => row.date <= asOn && (classCode === '' || row.classCode === classCode))
        .map((row) => listRowOf(row, settled))
        .filter((row) => row.pending > 0)
        .sort(
          (a, b) =>
            a.classCode.localeCompare(b.classCode) ||
            a.date.localeCompare(b.date) ||
            a.penaltyNo.localeCompare(b.penaltyNo),
        )
        .map((row) => ({
          classCode: row.classCode,
          penaltyNo: row.penaltyNo,
          date: row.date,
          admissionNo: row.admissionNo,
          name: row.name,
          reason: row.reason,
          amount: row.amount,
          paid: row.paid,
          pending: row.pending,
          status: PENALTY_STATE_LABELS[row.state],
        }));
    },
  },
};
