import type { ComponentType, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../components/load-state';
import { toApiError } from '../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';
import type { ListQuery } from './document-list-types';
import type { DocumentTableProps } from './document-table-props';

/** A document waiting: its record id (what the approve call takes) and its number (what the user reads). */
interface Waiting {
  recordId: number;
  seq: string;
}

/** The module's document table, given the rows, a caption and each row's buttons. */
export type WaitingTable<Row> = ComponentType<Omit<DocumentTableProps<Row>, 'onOpen'>>;

/** What an approvals screen says, declared once beside it. */
export interface ApprovalQueueWords {
  heading: string;
  loadingLabel: string;
  emptyText: string;
  caption: string;
  /** The toast once a document is approved, given its number. */
  approvedText: (seq: string) => string;
}

interface Props<Row extends Waiting> {
  words: ApprovalQueueWords;
  queue: ListQuery<Row>;
  approve: {
    isPending: boolean;
    mutate: (recordId: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  table: WaitingTable<Row>;
  /** Whether the user holds the approve right; without it the rows carry no Approve button. */
  mayApprove: boolean;
  /** Said above the list (e.g. why there are no buttons). */
  notice?: ReactNode;
}

/** An approvals screen: the documents waiting as the module's table, each approved on its own with its button. */
export function ApprovalQueueScreen<Row extends Waiting>({
  words,
  queue,
  approve,
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
          onSuccess: () => showDoneToast(words.approvedText(row.seq)),
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
        {words.heading}
      </h1>
      {notice}
      {queue.isPending ? (
        <Loading label={words.loadingLabel} />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : rows.length === 0 ? (
        <p>{words.emptyText}</p>
      ) : (
        <Table rows={rows} caption={words.caption} actions={(row) => mayApprove && approveButton(row)} />
      )}
    </section>
  );
}
