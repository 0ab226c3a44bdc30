import { HttpResponse } from 'msw';
import { LEAVE_STATUS } from '../../../modules/hrd/domain/leave-balance';
import { leaveDays } from '../../../modules/hrd/domain/leave-days';
import { leaveRefusal } from '../../../modules/hrd/domain/leave-rules';
import { writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { wireDate } from '../../core/server-dates';
import { hrdToday, nowStamp, refusal } from '../hrd-session';
import { HRD_STORE, idOf } from '../hrd-store';
import { writeLeaveIntoAttendance } from './leave-attendance';
import { contextFor, leaveData, type StoredLeave } from './leave-context';

/**
 * setLeaveRequest: `{ leave: { empno, leaveFrom, leaveTo, leaveId, reason }, usr }`; Dat = now, ApprovalStatus 0, after
 * the rules.
 */
export async function requestLeave(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const data = await leaveData(session.companyCode);
  const empno = Number(body.empno);
  const employee = data.employees.find((one) => one.recordId === empno);
  const input = {
    leaveId: Number(body.leaveId),
    leaveFrom: wireDate(body.leaveFrom) ?? '',
    leaveTo: wireDate(body.leaveTo) ?? '',
  };
  const refused = leaveRefusal(contextFor(data, employee), input);
  if (refused) return refusal(refused.message);
  const recordId = data.applications.reduce((max, leave) => Math.max(max, leave.recordId), 0) + 1;
  const leave: StoredLeave = {
    recordId,
    empno,
    dat: hrdToday(),
    leaveFrom: input.leaveFrom,
    leaveTo: input.leaveTo,
    approvalStatus: LEAVE_STATUS.pending,
    approvedBy: '',
    approvedOn: '',
    leaveId: input.leaveId,
    reason: String(body.reason ?? '')
      .trim()
      .slice(0, 200),
    days: leaveDays(input.leaveFrom, input.leaveTo),
  };
  await writeRecord(HRD_STORE.leaves, session.companyCode, idOf(recordId), leave);
  return HttpResponse.json({ result: 'OK', recordId });
}

/**
 * setLeaveRequestApproval: GeneralInformation recordId, traCheck = the new status (1 approve, 2 reject), detail = the
 * note (needed to reject). Mended: the approve right is checked by the route, the approving user recorded (the server
 * stored the branch), only a pending request is decided, an approval re-checks the rules (a holiday or another leave
 * may have come since) and writes the leave code into the attendance days already saved.
 */
export async function decideLeave(
  session: DemoSession,
  recordId: number,
  status: number,
  note: string,
): Promise<Response> {
  if (status !== LEAVE_STATUS.approved && status !== LEAVE_STATUS.rejected)
    return refusal('Approve (1) or reject (2) the request.');
  const data = await leaveData(session.companyCode);
  const leave = data.applications.find((one) => one.recordId === recordId);
  if (!leave) return refusal(`There is no leave request ${recordId}.`);
  if (leave.approvalStatus !== LEAVE_STATUS.pending)
    return refusal(
      `Leave request ${recordId} is already ${leave.approvalStatus === LEAVE_STATUS.approved ? 'approved' : 'decided'}.`,
    );
  if (status === LEAVE_STATUS.rejected && note === '') return refusal('Give the reason for rejecting the leave.');
  const decided: StoredLeave = {
    ...leave,
    approvalStatus: status,
    approvedBy: session.userName,
    approvedOn: nowStamp(),
    decisionNote: note,
  };
  if (status === LEAVE_STATUS.approved) {
    const employee = data.employees.find((one) => one.recordId === leave.empno);
    const refused = leaveRefusal(contextFor(data, employee), leave, leave.recordId);
    if (refused) return refusal(refused.message);
  }
  await writeRecord(HRD_STORE.leaves, session.companyCode, idOf(recordId), decided);
  if (status === LEAVE_STATUS.approved) {
    const code = data.types.find((type) => type.recordId === leave.leaveId)?.leaveCode ?? 'L';
    await writeLeaveIntoAttendance(session.companyCode, decided, code, session.userName, nowStamp());
  }
  return HttpResponse.json({ result: 'OK', recordId });
}
