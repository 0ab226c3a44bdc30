import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ReasonDialog } from '../../components/form/reason-dialog';
import { PeriodListFrame } from '../../components/period-list-frame';
import { useSaveAttemptKey } from '../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../engine/use-screen-permission';
import { toApiError } from '../../lib/api/api-error';
import { dataProvider } from '../../lib/api/data-provider';
import { formatDate } from '../../lib/format/date-format';
import { MessageType, showDoneToast, showMessage } from '../../lib/messages/messages';
import { DuesTable, type DueColumn } from './dues-table';

/** What the list itself shows and acts on of a receipt, keyed and printed by its number. */
export interface ListedReceipt {
  receiptNo: string;
  date: string;
  printCount: number;
  status: 'OPEN' | 'CANCELLED';
}

/** Where the list sits in its screen: the period kept in the URL, and where New and a print lead. */
export interface ReceiptListPlace {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (receiptNo: string) => void;
}

/** What one module's receipt list says and shows beyond what every receipt list does. */
export interface ReceiptListDeclaration<R extends ListedReceipt> {
  title: string;
  /** The ids of the period's two boxes start with it. */
  idPrefix: string;
  newLabel: string;
  emptyText: string;
  caption: string;
  /** The columns between the receipt's number and date, and its buttons. */
  columns: ReadonlyArray<DueColumn<R>>;
  /** The endpoint that prints a receipt by its number. */
  printEndpoint: string;
  /** What cancelling does, under the question. */
  cancelText: (receipt: R) => string;
}

interface Props<R extends ListedReceipt> extends ReceiptListPlace {
  declaration: ReceiptListDeclaration<R>;
  /** The period's receipts, newest first, as TanStack Query gives them. */
  query: { data?: readonly R[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The module's cancel write (it refreshes the module's reads). */
  cancel: {
    mutateAsync: (variables: {
      body: { recordId: string; detail: string };
      idempotencyKey: string;
    }) => Promise<unknown>;
  };
}

/**
 * The period's receipts: print (7) the first copy, reprint (8) later ones, cancel (3) with a reason (kept, marked,
 * its accounts entry taken back).
 */
export function ReceiptPeriodList<R extends ListedReceipt>({ declaration: list, query, cancel, ...place }: Props<R>) {
  const allowed = useScreenPermission();
  const [cancelling, setCancelling] = useState<R | null>(null);
  const attempt = useSaveAttemptKey();
  const print = (receiptNo: string) =>
    dataProvider.action(list.printEndpoint, receiptNo).then(
      () => place.onPrinted(receiptNo),
      (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    );
  const buttons = (receipt: R) => {
    const again = receipt.printCount > 0;
    const open = receipt.status === 'OPEN';
    return (
      <>
        {open && allowed(again ? 'reprint' : 'print') && (
          <Button size="sm" variant="outline-primary" className="me-1" onClick={() => void print(receipt.receiptNo)}>
            {again ? 'Reprint' : 'Print'} {receipt.receiptNo}
          </Button>
        )}
        {open && allowed('delete') && (
          <Button size="sm" variant="outline-danger" onClick={() => setCancelling(receipt)}>
            Cancel {receipt.receiptNo}
          </Button>
        )}
      </>
    );
  };
  const rows = query.data ?? [];
  return (
    <PeriodListFrame
      title={list.title}
      idPrefix={list.idPrefix}
      actions={allowed('create') && <Button onClick={place.onNew}>{list.newLabel}</Button>}
      from={place.from}
      to={place.to}
      onPeriod={place.onPeriod}
      query={query}
      loadingLabel="Loading the receipts…"
      emptyText={list.emptyText}
      empty={rows.length === 0}
    >
      <DuesTable
        caption={list.caption}
        captionTop
        rows={rows}
        rowKey={(receipt) => receipt.receiptNo}
        rowClassName={(receipt) => (receipt.status === 'OPEN' ? undefined : 'text-body-secondary')}
        columns={[
          { label: 'Receipt', className: 'fw-normal text-nowrap', cell: (receipt) => receipt.receiptNo },
          { label: 'Date', className: 'text-nowrap', cell: (receipt) => formatDate(receipt.date) },
          ...list.columns,
          { label: 'Actions', hiddenLabel: true, className: 'text-nowrap', cell: buttons },
        ]}
      />
      {cancelling && (
        <ReasonDialog
          title={`Cancel receipt ${cancelling.receiptNo}?`}
          text={list.cancelText(cancelling)}
          confirmLabel="Cancel receipt"
          onConfirm={async (reason) => {
            const body = { recordId: cancelling.receiptNo, detail: reason };
            await cancel.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
            attempt.saved();
            showDoneToast(`Receipt ${cancelling.receiptNo} cancelled.`);
            setCancelling(null);
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </PeriodListFrame>
  );
}
