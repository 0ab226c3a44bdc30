import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useCompanyReceipts } from './company-bills-api';
import { TENDER_LABELS, type CompanyReceipt } from './domain/checkout-types';

const RECEIPT_COLUMNS: TableColumn<CompanyReceipt>[] = [
  { label: 'Receipt', cell: (receipt) => receipt.receiptNo },
  { label: 'Date', cell: (receipt) => formatDate(receipt.dat), className: 'text-nowrap' },
  { label: 'Company', cell: (receipt) => receipt.companyName },
  { label: 'Mode', cell: (receipt) => TENDER_LABELS[receipt.mode] },
  { label: 'Bills', cell: (receipt) => receipt.lines.map((line) => line.billNo).join(', ') },
  { label: 'Amount', cell: (receipt) => formatMoney(toPaise(receipt.amount)), numeric: true },
];

/** The collections from companies, newest first, each to view, print and reprint. */
export function CompanyReceiptsList({ onView }: { onView: (receiptNo: string) => void }) {
  const receipts = useCompanyReceipts();
  if (receipts.error)
    return <LoadFailed message={toApiError(receipts.error).message} onRetry={() => void receipts.refetch()} />;
  if (!receipts.data) return <Loading label="Loading the collections…" />;
  const view: TableColumn<CompanyReceipt> = {
    label: 'Actions',
    hideLabel: true,
    cell: (receipt) => (
      <Button size="sm" variant="outline-primary" onClick={() => onView(receipt.receiptNo)}>
        {`View ${receipt.receiptNo}`}
      </Button>
    ),
  };
  return (
    <section aria-labelledby="collections-title" className="mt-4">
      <h2 id="collections-title" className="h5">
        Collections
      </h2>
      <DataTable
        rows={receipts.data}
        columns={[...RECEIPT_COLUMNS, view]}
        rowKey={(receipt) => receipt.receiptNo}
        caption="Collections"
        captionPlacement="hidden"
        empty={<p>No payment has been received from a company yet.</p>}
      />
    </section>
  );
}
