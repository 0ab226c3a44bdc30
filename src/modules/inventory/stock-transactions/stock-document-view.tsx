import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
import type { StockDocument } from './stock-wire';
import { TRA_TYPES } from './tra-types';

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
      <div className="table-responsive list-cards">
        <table className="table table-sm">
          <caption className="visually-hidden">Lines of {header.recordId}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Store</th>
              <th scope="col" className="text-end">
                Quantity
              </th>
              <th scope="col">Lots (GIN)</th>
              <th scope="col" className="text-end">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.sno}-${line.qtyin}-${line.qtyout}`}>
                <td data-label="Item">
                  {line.itemname} ({line.itemid})
                </td>
                <td data-label="Store">{storeName(line.store)}</td>
                <td data-label="Quantity" className="text-end">
                  {line.qtyin > 0
                    ? `+${formatQuantity(line.qtyin, line.um)}`
                    : `−${formatQuantity(line.qtyout, line.um)}`}
                </td>
                <td data-label="Lots (GIN)">{line.gin}</td>
                <td data-label="Value" className="text-end">
                  {formatMoney(toPaise(line.value))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-bold">
              <td colSpan={4}>Total</td>
              <td className="text-end">{formatMoney(toPaise(header.total))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
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
