import type { ComponentType, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../components/load-state';
import { toApiError } from '../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';

/** A document waiting: its record id (what the approve call takes) and its number (what the user reads). */
interface Waiting {
  recordId: number;
  seq: string;
}

/** The module's document table, given the rows, a caption and each row's buttons. */
export type WaitingTable<Row> = ComponentType<{
  rows: readonly Row[];
  caption: string;
  actions: (row: Row) => ReactNode;
}>;

interface Props<Row extends Waiting> {
  heading: string;
  loadingLabel: string;
  emptyText: string;
  caption: string;
  /** The queue as TanStack Query gives it. */
  queue: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: readonly Row[] | undefined;
    refetch: () => unknown;
  };
  approve: {
    isPending: boolean;
    mutate: (recordId: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  /** The toast once a document is approved. */
  approvedText: (row: Row) => string;
  table: WaitingTable<Row>;
  /** Whether the user holds the approve right; without it the rows carry no Approve button. */
  mayApprove: boolean;
  /** Said above the list (e.g. why there are no buttons). */
  notice?: ReactNode;
}

/** An approvals screen: the documents waiting as the module's table, each approved on its own with its button. */
export function ApprovalQueueScreen<Row extends Waiting>({
  heading,
  loadingLabel,
  emptyText,
  caption,
  queue,
  approve,
  approvedText,
  table: Table,
  mayApprove,
  notice,
}: Props<Row>) {
  const rows = queue.data ?? [];
  const approveButton = (row: Row) => (
    <Button
      size="sm"
      aria-label={`Approve ${row.seq}`}
      disabled={approve.isPending}
      onClick={() =>
        approve.mutate(row.recordId, {
          onSuccess: () => showDoneToast(approvedText(row)),
          onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        })
      }
    >
      Approve
    </Button>
  );
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {heading}
      </h1>
      {notice}
      {queue.isPending ? (
        <Loading label={loadingLabel} />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : rows.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <Table rows={rows} caption={caption} actions={(row) => mayApprove && approveButton(row)} />
      )}
    </section>
  );
}
