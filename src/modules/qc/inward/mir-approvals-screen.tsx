import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import type { MirWaiting } from '../domain/mir-types';
import { useApproveMir, useMirRequirements } from './mir-api';
import { MirDetailsTable } from './mir-details-table';

const documents = (answer: Record<string, unknown>) =>
  [
    answer.returnSeq ? `purchase return ${String(answer.returnSeq)}` : '',
    answer.creditNoteSeq ? `credit note ${String(answer.creditNoteSeq)}` : '',
  ]
    .filter(Boolean)
    .join(' and ');

const TABLE_CLASS = 'table table-striped table-bordered table-hover table-sm';

const COLUMNS: ReadonlyArray<TableColumn<MirWaiting>> = [
  { label: 'Goods receipt', cell: (header) => header.seq },
  { label: 'Received on', cell: (header) => formatDate(header.dat) },
  { label: 'Supplier', cell: (header) => header.vendorname },
  {
    label: 'Lots tested',
    cell: (header) =>
      header.tested === header.lots ? `All ${header.lots} tested` : `${header.tested} of ${header.lots}`,
  },
];

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
  const actions: TableColumn<MirWaiting> = {
    label: 'Actions',
    className: 'd-flex gap-2',
    cell: (header) => (
      <>
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
      </>
    ),
  };
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
          <DataTable
            rows={data.headers}
            columns={[...COLUMNS, actions]}
            rowKey={(header) => header.recordId}
            caption="Goods receipts waiting for quality control approval"
            captionPlacement="bottom"
            tableClassName={TABLE_CLASS}
          />
          {selected && <MirDetailsTable recordId={selected.recordId} seq={selected.seq} />}
        </>
      )}
    </section>
  );
}
