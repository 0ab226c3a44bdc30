import type { HrdInterview, HrdResume } from '../../../modules/hrd/domain/recruitment-records';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import type { AppointedRow, DesignationChoice } from '../../../modules/hrd/domain/recruit-types';

/**
 * Every appointed candidate of the closed, not cancelled interviews (awaiting joining, joined or declined), latest
 * appointment first.
 */
export function appointedRows(
  interviews: readonly HrdInterview[],
  resumes: readonly HrdResume[],
  posts: readonly DesignationChoice[],
  employees: readonly HrdEmployee[],
): AppointedRow[] {
  const rows: AppointedRow[] = [];
  for (const interview of interviews) {
    if (interview.cancelled || interview.pos !== 2) continue;
    for (const candidate of interview.candidates) {
      if (candidate.appointmentStatus !== 1) continue;
      const resume = resumes.find((one) => one.recordId === candidate.resumeId);
      rows.push({
        recordId: interview.recordId,
        interviewSeq: interview.seq,
        resumeId: candidate.resumeId,
        nameOfCandidate: resume?.nameOfCandidate ?? '',
        surName: resume?.surName ?? '',
        city: resume?.city ?? '',
        designation: interview.designation,
        designationName: posts.find((one) => one.recordId === interview.designation)?.designation ?? '',
        appointmentDate: candidate.appointmentDate,
        maxDateToJoin: candidate.maxDateToJoin,
        offeredPay: candidate.offeredPay,
        appointmentComments: candidate.appointmentComments,
        joiningStatus: candidate.joiningStatus,
        joiningDate: candidate.joiningDate,
        joiningComments: candidate.joiningComments,
        refEmpNo: candidate.refEmpNo,
        empno: employees.find((one) => one.recordId === candidate.refEmpNo)?.empno ?? '',
      });
    }
  }
  return rows.sort(
    (a, b) => b.appointmentDate.localeCompare(a.appointmentDate) || b.recordId - a.recordId || a.resumeId - b.resumeId,
  );
}
