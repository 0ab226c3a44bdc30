import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { useCancelStockDocument } from './stock-api';
import { StockPrintButton } from './stock-print-button';
import type { StockDocument, StockDocumentLine } from './stock-wire';
import { TRA_TYPES } from './tra-types';

/** A line: the item, its store by name, the quantity in (+) or out (−), the lots it moved, its value. */
const lineColumns = (storeName: (code: string) => string): TableColumn<StockDocumentLine>[] => [
  { label: 'Item', cell: (line) => `${line.itemname} (${line.itemid})` },
  { label: 'Store', cell: (line) => storeName(line.store) },
  {
    label: 'Quantity',
    numeric: true,
    cell: (line) =>
      line.qtyin > 0 ? `+${formatQuantity(line.qtyin, line.um)}` : `−${formatQuantity(line.qtyout, line.um)}`,
  },
  { label: 'Lots (GIN)', cell: (line) => line.gin },
  { label: 'Value', cell: (line) => formatMoney(toPaise(line.value)), numeric: true },
];

interface Props {
  document: StockDocument;
  referenceName: (code: string) => string;
  storeName: (code: string) => string;
  onBack: () => void;
}

/**
 * One document as it reads on screen and on paper, with Cancel (transaction 3) and Print (7) or Reprint (8), counted by
 * the server.
 */
export function StockDocumentView({ document, referenceName, storeName, onBack }: Props) {
  const { header, lines } = document;
  const { noun, reference } = TRA_TYPES[header.traType];
  const cancel = useCancelStockDocument();
  // The same key for every attempt: a cancel sent twice (a double click, a retry after no answer) is answered as the
  // first.
  const attempt = useSaveAttemptKey();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const active = header.status === 'Active';
  const confirm = () =>
    cancel.mutate(
      {
        recordId: header.recordId,
        traType: header.traType,
        idempotencyKey: attempt.keyFor({ cancel: header.recordId }),
      },
      {
        onSuccess: () => {
          attempt.saved();
          setAsking(false);
          showDoneToast(`${noun} ${header.recordId} cancelled.`);
        },
        onError: (failure) => {
          setAsking(false);
          setRefusal(toApiError(failure).message);
        },
      },
    );
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {noun} {header.recordId}
        {!active && <span className="badge text-bg-danger ms-2">Cancelled</span>}
      </h1>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <dl className="voucher-facts">
        <dt>Date</dt>
        <dd>{formatDate(header.dat)}</dd>
        {reference && (
          <>
            <dt>{reference === 'department' ? 'Department' : 'Loss type'}</dt>
            <dd>{referenceName(reference === 'department' ? header.department : header.lossType)}</dd>
          </>
        )}
        {header.descriptio && (
          <>
            <dt>Description</dt>
            <dd>{header.descriptio}</dd>
          </>
        )}
      </dl>
      <DataTable
        rows={lines}
        columns={lineColumns(storeName)}
        rowKey={(line) => `${line.sno}-${line.qtyin}-${line.qtyout}`}
        caption={`Lines of ${header.recordId}`}
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm"
        cards
        footer={
          <tr className="fw-bold">
            <td colSpan={4}>Total</td>
            <td className="text-end">{formatMoney(toPaise(header.total))}</td>
          </tr>
        }
      />
      <p className="text-muted small">
        Entered by {header.createdBy}
        {header.cancelledBy && `; cancelled by ${header.cancelledBy}`}.
      </p>
      <div className="d-flex flex-wrap gap-2 d-print-none">
        <StockPrintButton header={header} onPrinted={() => window.print()} />
        {active && (
          <ScreenAction transaction="delete">
            <Button variant="outline-danger" onClick={() => setAsking(true)}>
              Cancel {noun.toLowerCase()}
            </Button>
          </ScreenAction>
        )}
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the list
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={`Cancel ${header.recordId}`}
          text={`Cancel ${noun.toLowerCase()} ${header.recordId}? Its stock movements are reversed; the document stays, marked cancelled.`}
          confirmLabel={`Cancel ${noun.toLowerCase()}`}
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
