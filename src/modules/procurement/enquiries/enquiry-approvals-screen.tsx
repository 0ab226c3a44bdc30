import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useEnquiryAction, useEnquiryApprovalQueue } from './enquiry-api';

/**
 * Enquiry approvals (/procurement/pur-enquiry-approvals, transaction 98): the enquiries waiting, each approved on its
 * own.
 */
export function EnquiryApprovalsScreen() {
  const queue = useEnquiryApprovalQueue();
  const approve = useEnquiryAction('approve');
  const approveNow = (recordId: number, seq: string) =>
    approve.mutate(recordId, {
      onSuccess: () => showDoneToast(`Purchase enquiry ${seq} approved.`),
      onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Enquiry approvals
      </h1>
      {queue.isPending ? (
        <Loading label="Loading the enquiries waiting for approval…" />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p>No enquiries are waiting for approval.</p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm align-middle">
            <caption>Enquiries waiting for approval</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">Supplier</th>
                <th scope="col">Raised by</th>
                <th scope="col" className="list-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.map((row) => (
                <tr key={row.recordId}>
                  <th scope="row" data-label="Number">
                    {row.seq}
                  </th>
                  <td data-label="Date">{formatDate(row.dat)}</td>
                  <td data-label="Supplier">{row.vendorname}</td>
                  <td data-label="Raised by">{row.usr}</td>
                  <td data-label="Actions" className="list-row-actions">
                    <Button
                      size="sm"
                      aria-label={`Approve ${row.seq}`}
                      disabled={approve.isPending}
                      onClick={() => approveNow(row.recordId, row.seq)}
                    >
                      Approve
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
