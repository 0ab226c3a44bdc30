import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useSession } from '../../../lib/session/session-store';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { BillTable } from './bill-table';
import { usePrintCompanyReceipt, useCompanyReceipt } from './company-bills-api';
import { TENDER_LABELS } from './domain/checkout-types';
import './final-bill.scss';

interface Props {
  receiptNo: string;
  autoPrint: boolean;
  onPrinted: () => void;
  onClose: () => void;
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

/** A company's receipt on screen and on paper: print (7) the first time, reprint (8) after, each counted. */
export function CompanyReceiptPrint({ receiptNo, autoPrint, onPrinted, onClose }: Props) {
  const session = useSession();
  const receipt = useCompanyReceipt(receiptNo);
  const print = usePrintCompanyReceipt();
  const allowed = useScreenPermission();
  const data = receipt.data;
  const reprint = (data?.printCount ?? 0) > 0;
  const mayPrint = allowed(reprint ? 'reprint' : 'print');
  const started = useRef(false);
  useEffect(() => {
    if (!autoPrint || !data || started.current) return;
    started.current = true;
    onPrinted();
    if (mayPrint) print.mutate(receiptNo, { onSuccess: () => window.setTimeout(() => window.print(), 100) });
  }, [autoPrint, data, mayPrint, onPrinted, print, receiptNo]);
  if (receipt.error)
    return <LoadFailed message={toApiError(receipt.error).message} onRetry={() => void receipt.refetch()} />;
  if (receipt.isPending) return <Loading label="Loading the receipt…" />;
  if (!data) return <Alert variant="warning">{`There is no receipt ${receiptNo}.`}</Alert>;
  const facts: Array<readonly [string, string]> = [
    ['Date', formatDate(data.dat)],
    ['Received from', `${data.companyName} (${data.company})`],
    ['Amount received', money(data.amount)],
    ['Received by', `${TENDER_LABELS[data.mode]} into ${data.account}`],
    ...(data.reference ? [['Reference', data.reference] as const] : []),
    ...(data.remarks ? [['Remarks', data.remarks] as const] : []),
  ];
  return (
    <article aria-labelledby="company-receipt-title" className="p-2 p-md-3 fo-checkout-sheet">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        {mayPrint && (
          <LoadingButton
            type="button"
            loading={print.isPending}
            loadingText="Printing"
            onClick={() => print.mutate(receiptNo, { onSuccess: () => window.print() })}
          >
            {reprint ? 'Reprint the receipt' : 'Print the receipt'}
          </LoadingButton>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          Back to company bills
        </Button>
      </div>
      {print.error && (
        <Alert variant="danger" role="alert" className="d-print-none">
          {toApiError(print.error).message}
        </Alert>
      )}
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <h1 id="company-receipt-title" className="h4">
        {`Receipt ${data.receiptNo}`}
      </h1>
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <BillTable
        caption="Bills settled"
        headers={['Bill', 'Settled']}
        amountsFrom={1}
        rows={data.lines.map((line) => [line.billNo, money(line.amount)])}
        foot={['Total', money(data.amount)]}
      />
      <div className="voucher-signatures d-none d-print-flex">
        <span>Prepared by</span>
        <span>Received by</span>
      </div>
    </article>
  );
}
