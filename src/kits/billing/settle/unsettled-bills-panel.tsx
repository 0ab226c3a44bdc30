import { differenceInMinutes, parseISO } from 'date-fns';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { Bill } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { useBillingApi, useUnsettledBills } from '../billing-api';
import { BillPrintDialog } from '../bill/bill-print-dialog';
import { useBillingRight } from '../use-billing-right';
import { VoidBillDialog } from './void-bill-dialog';

/** Minutes since the bill was made, as the counter reads them: '12 min', '2 h 05 min'. */
export function ageOf(time: string, now: Date): string {
  const minutes = Math.max(0, differenceInMinutes(now, parseISO(time)));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The bills awaiting settlement, each with Settle, Reprint (reprint right) and Void (void right, with a reason). */
export function UnsettledBillsPanel({
  requirements,
  onSettle,
}: {
  requirements: BillingRequirements;
  onSettle: (bill: Bill) => void;
}) {
  const bills = useUnsettledBills();
  const api = useBillingApi();
  const may = useBillingRight();
  const mayReprint = may('reprint');
  const mayVoid = may('void');
  const [printing, setPrinting] = useState<Bill | null>(null);
  const [voiding, setVoiding] = useState<Bill | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reprinting, setReprinting] = useState<number | null>(null);
  const outletName = (code: string) => requirements.outlets.find((outlet) => outlet.code === code)?.name ?? code;
  const now = new Date();

  const reprint = async (bill: Bill) => {
    if (reprinting !== null) return;
    setReprinting(bill.billNo);
    setFailure(null);
    try {
      const answer = await api.reprint(bill.billNo);
      setPrinting((answer.bill as Bill | undefined) ?? bill);
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setReprinting(null);
    }
  };

  if (bills.isError)
    return <LoadFailed message={toApiError(bills.error).message} onRetry={() => void bills.refetch()} />;
  if (bills.isPending) return <Loading label="Loading the unsettled bills…" />;
  const rows = bills.data;
  return (
    <section aria-labelledby="unsettled-title">
      <h2 id="unsettled-title" className="h5">
        Unsettled bills
      </h2>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {rows.length === 0 ? (
        <p>Every bill is settled.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[
            { label: 'Bill', cell: (bill: Bill) => bill.seq },
            { label: 'Table', cell: (bill) => bill.tableNo },
            { label: 'Outlet', cell: (bill) => outletName(bill.outlet) },
            { label: 'Total', cell: (bill) => formatMoney(toPaise(bill.total)), numeric: true },
            { label: 'Age', cell: (bill) => ageOf(bill.time, now) },
            {
              label: 'Actions',
              className: 'd-flex flex-wrap gap-1',
              cell: (bill) => (
                <>
                  <Button size="sm" onClick={() => onSettle(bill)}>
                    Settle {bill.seq}
                  </Button>
                  {mayReprint && (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={reprinting !== null}
                      onClick={() => void reprint(bill)}
                    >
                      Reprint {bill.seq}
                    </Button>
                  )}
                  {mayVoid && (
                    <Button size="sm" variant="outline-danger" onClick={() => setVoiding(bill)}>
                      Void {bill.seq}
                    </Button>
                  )}
                </>
              ),
            },
          ]}
          rowKey={(bill) => bill.billNo}
          caption={rows.length === 1 ? '1 bill awaiting settlement' : `${rows.length} bills awaiting settlement`}
          captionPlacement="bottom"
        />
      )}
      {printing && (
        <BillPrintDialog bill={printing} requirements={requirements} autoPrint onHide={() => setPrinting(null)} />
      )}
      {voiding && <VoidBillDialog bill={voiding} onHide={() => setVoiding(null)} />}
    </section>
  );
}
