import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../components/load-state';
import { DocumentPrintFrame } from '../../components/print/document-print';
import { toApiError } from '../../lib/api/api-error';
import { formatDate } from '../../lib/format/date-format';
import { toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { rupeesInWords } from '../../lib/money/money-words';

/** A printed fact: its label and its value. */
export type ReceiptFact = readonly [string, string];

/** The fact when it is there to print, else none (a reference left empty, a concession of nothing). */
export const factWhen = (shown: boolean, label: string, value: () => string): ReceiptFact[] =>
  shown ? [[label, value()]] : [];

/** What every printed receipt tells of itself (rupees, as the server sends them). */
export interface PrintedReceipt {
  receiptNo: string;
  date: string;
  amount: number;
  accountName: string;
  reference: string;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
}

interface Props {
  receipt: PrintedReceipt;
  /** The heading's words before the number ("Hostel receipt"). */
  kind: string;
  /** Who paid, as printed after "Received from". */
  payer: string;
  /** How it was paid, in the module's words ("Cash"). */
  modeLabel: string;
  /** Facts printed after the amount in words, before how it was paid. */
  amountFacts?: readonly ReceiptFact[];
  /** Facts printed after the reference, before the cancellation. */
  moreFacts?: readonly ReceiptFact[];
  maxWidth: string;
  /** The payer's signature line ("Signature of the parent"), beside the receiver's. */
  payerSignature: string;
  onClose: () => void;
  /** What the receipt settled (bills, dues), under its facts. */
  children: ReactNode;
}

/**
 * A receipt as printed on the counter's thermal roll: the company, who paid, how much (in words too), how, then what it
 * settled.
 */
export function ReceiptDocument({ receipt, amountFacts = [], moreFacts = [], ...props }: Props) {
  const cancelled = receipt.status === 'CANCELLED';
  const facts: ReceiptFact[] = [
    ['Date', formatDate(receipt.date)],
    ['Received from', props.payer],
    ['Amount received', formatMoney(toPaise(receipt.amount))],
    ['In words', rupeesInWords(toPaise(receipt.amount))],
    ...amountFacts,
    ['Received by', `${props.modeLabel}, ${receipt.accountName}`],
    ...factWhen(receipt.reference !== '', 'Reference', () => receipt.reference),
    ...moreFacts,
    ...factWhen(cancelled, 'Cancelled', () => receipt.cancelReason),
  ];
  return (
    <DocumentPrintFrame
      title={
        <>
          {props.kind} {receipt.receiptNo}
          {cancelled ? ' (cancelled)' : ''}
        </>
      }
      onClose={props.onClose}
      maxWidth={props.maxWidth}
      signatures={['Received by', props.payerSignature]}
      paper="thermal"
    >
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 d-flex gap-2">
            <dt>{label}</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      {props.children}
    </DocumentPrintFrame>
  );
}

interface LoadProps<R> {
  receiptNo: string;
  /** The receipt's query as TanStack Query gives it. */
  query: { data?: R | null; isPending: boolean; error: unknown; refetch: () => unknown };
  children: (receipt: R) => ReactNode;
}

/** The receipt to print once loaded; its failure with a retry, or that there is no such receipt. */
export function LoadedReceipt<R>({ receiptNo, query, children }: LoadProps<R>) {
  if (query.error) return <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading label="Loading the receipt…" />;
  if (!query.data) return <Alert variant="warning">There is no receipt {receiptNo}.</Alert>;
  return children(query.data);
}
