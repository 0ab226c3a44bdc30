import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useFinalBills } from './checkout-api';
import type { FinalBillRow } from './domain/checkout-types';

const STATUS_WORDS = { PREPARED: 'Prepared, not settled', REOPENED: 'Folio reopened', SETTLED: 'Checked out' } as const;

const BILL_COLUMNS: TableColumn<FinalBillRow>[] = [
  { label: 'Bill', cell: (bill) => bill.billNo },
  { label: 'Room', cell: (bill) => bill.room },
  { label: 'Guest', cell: (bill) => bill.guestName },
  { label: 'Status', cell: (bill) => STATUS_WORDS[bill.status] },
  { label: 'Total', cell: (bill) => formatMoney(toPaise(bill.total)), numeric: true },
];

/** The final bills of the hotel day, to view and reprint after the guest has gone. */
export function TodaysBills({ onView }: { onView: (stayNo: string) => void }) {
  const bills = useFinalBills('');
  if (bills.error) return <LoadFailed message={toApiError(bills.error).message} onRetry={() => void bills.refetch()} />;
  if (!bills.data) return <Loading label="Loading today's final bills…" />;
  const view: TableColumn<FinalBillRow> = {
    label: 'Actions',
    hideLabel: true,
    cell: (bill) => (
      <Button size="sm" variant="outline-primary" onClick={() => onView(bill.stayNo)}>
        {`View ${bill.billNo}`}
      </Button>
    ),
  };
  return (
    <section aria-labelledby="todays-bills-title" className="mt-4">
      <h2 id="todays-bills-title" className="h5">
        Today&apos;s final bills
      </h2>
      <DataTable
        rows={bills.data}
        columns={[...BILL_COLUMNS, view]}
        rowKey={(bill) => bill.billNo}
        caption="Today's final bills"
        captionPlacement="hidden"
        empty={<p>No final bill has been prepared today.</p>}
      />
    </section>
  );
}
