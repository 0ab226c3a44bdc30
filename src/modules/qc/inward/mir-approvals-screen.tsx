import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useApproveMir, useMirRequirements } from './mir-api';
import { MirDetailsTable } from './mir-details-table';

const documents = (answer: Record<string, unknown>) =>
  [
    answer.returnSeq ? `purchase return ${String(answer.returnSeq)}` : '',
    answer.creditNoteSeq ? `credit note ${String(answer.creditNoteSeq)}` : '',
  ]
    .filter(Boolean)
    .join(' and ');

/**
 * Material inward approvals (/qc/qcmirapprovals, approve 98): a tested goods receipt's goods enter stock, rejects go
 * back.
 */
export function MirApprovalsScreen() {
  const requirements = useMirRequirements();
  const approve = useApproveMir();
  const may = useScreenPermission();
  const [shown, setShown] = useState<number | null>(null);
  const data = requirements.data;
  const selected = data?.headers.find((header) => header.recordId === shown);
  const onApprove = (recordId: number, seq: string) =>
    approve.mutate(recordId, {
      onSuccess: (answer) => {
        const made = documents(answer);
        showDoneToast(`Goods receipt ${seq} approved: its goods are in stock${made ? `; ${made} made` : ''}.`);
      },
      onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Material inward approvals
      </h1>
      {requirements.isPending ? (
        <Loading label="Loading the goods receipts waiting for approval…" />
      ) : requirements.isError || !data ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : data.headers.length === 0 ? (
        <p>No goods receipts are waiting for quality control.</p>
      ) : (
        <>
          <Table striped bordered hover responsive size="sm">
            <caption>Goods receipts waiting for quality control approval</caption>
            <thead>
              <tr>
                <th scope="col">Goods receipt</th>
                <th scope="col">Received on</th>
                <th scope="col">Supplier</th>
                <th scope="col">Lots tested</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.headers.map((header) => (
                <tr key={header.recordId}>
                  <th scope="row">{header.seq}</th>
                  <td>{formatDate(header.dat)}</td>
                  <td>{header.vendorname}</td>
                  <td>
                    {header.tested === header.lots ? `All ${header.lots} tested` : `${header.tested} of ${header.lots}`}
                  </td>
                  <td className="d-flex gap-2">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={`Results of ${header.seq}`}
                      aria-pressed={shown === header.recordId}
                      onClick={() => setShown(shown === header.recordId ? null : header.recordId)}
                    >
                      Results
                    </Button>
                    {may('approve') && (
                      <Button
                        size="sm"
                        aria-label={`Approve ${header.seq}`}
                        disabled={approve.isPending}
                        onClick={() => onApprove(header.recordId, header.seq)}
                      >
                        Approve
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {selected && <MirDetailsTable recordId={selected.recordId} seq={selected.seq} />}
        </>
      )}
    </section>
  );
}
