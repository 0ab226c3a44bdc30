import { useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { LEAVE_STATUS } from '../domain/leave-balance';
import type { PendingLeaveRequest } from '../domain/leave-wire';
import { ApprovalQueue } from './approval-queue';
import { useLeaveRequirements, useLeaveWrite } from './leave-api';

// A fresh key per click: a double click is held back by the screen, and a refused decision may be tried again later.
const keyOf = (recordId: number, status: number) => `leave-decision-${recordId}-${status}-${Date.now()}`;

/**
 * Leave approvals (hrd-leave-approval, hrdleaveapprovals): the pending queue; an approver approves or rejects (with a
 * reason).
 */
export function LeaveApprovalScreen() {
  const id = useId();
  const allowed = useScreenPermission();
  const requirements = useLeaveRequirements();
  const decideWrite = useLeaveWrite(HRD_ROUTES.setLeaveApproval);
  const [busy, setBusy] = useState<number | null>(null);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingLeaveRequest | null>(null);
  const send = async (request: PendingLeaveRequest, status: number, detail: string) => {
    const body = { recordId: request.recordid, traCheck: status, detail };
    await decideWrite.mutateAsync({ body, idempotencyKey: keyOf(request.recordid, status) });
    showDoneToast(
      `${request.empname}'s leave from ${formatDate(request.leavefrom)} ${status === LEAVE_STATUS.approved ? 'approved' : 'rejected'}.`,
    );
  };
  const approve = (request: PendingLeaveRequest) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(request.recordid);
    setFailure(null);
    send(request, LEAVE_STATUS.approved, '')
      .catch((error: unknown) => setFailure(toApiError(error).message))
      .finally(() => {
        busyRef.current = false;
        setBusy(null);
      });
  };
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the pending requests…" />;
  const mayDecide = allowed('approve');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Leave approvals
      </h1>
      {!mayDecide && <p>Approving or rejecting needs the approve right on this screen.</p>}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <ApprovalQueue
        requests={requirements.data.pendingrequests}
        decide={mayDecide ? { busy, onApprove: approve, onReject: setRejecting } : null}
      />
      {rejecting && (
        <ReasonDialog
          title="Reject the leave request"
          text={`${rejecting.empname}: ${rejecting.leavecode} from ${formatDate(rejecting.leavefrom)} to ${formatDate(rejecting.leaveto)}.`}
          confirmLabel="Reject"
          onConfirm={async (reason) => {
            await send(rejecting, LEAVE_STATUS.rejected, reason);
            setRejecting(null);
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
