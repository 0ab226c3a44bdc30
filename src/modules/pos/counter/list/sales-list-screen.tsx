import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../../../../components/form/field';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { useCurrentScreen } from '../../../../engine/current-screen';
import { toApiError } from '../../../../lib/api/api-error';
import { useCounterBills, useCounterRequirements, useSalesListRight } from '../counter-api';
import { findSales, salesTotals } from '../domain/counter-list';
import { COUNTER_KEY } from '../domain/counter-endpoints';
import type { CounterBill, CounterRequirements } from '../domain/counter-types';
import { CounterBillPrint } from '../sale/counter-bill-print';
import { CancelDialog } from './cancel-dialog';
import { SalesListTable } from './sales-list-table';

/**
 * The counter's bills (/pos/pos-sales): by period and outlet (kept in the URL), searched by number, customer or
 * item, with their totals; a bill opens on its 80 mm slip (also from the address, `?bill=<billNo>`) to print or
 * reprint (right 8: the copy is counted, marked REPRINT and logged) and cancels with a reason (right 3).
 */
export function CounterSalesListScreen() {
  const requirements = useCounterRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the counters…" />;
  return <SalesList requirements={requirements.data} />;
}

function SalesList({ requirements }: { requirements: CounterRequirements }) {
  const title = useCurrentScreen()?.title ?? 'Counter sales';
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? requirements.today;
  const to = params.get('to') ?? requirements.today;
  const outlet = params.get('outlet') ?? '';
  const query = params.get('q') ?? '';
  const list = useCounterBills(from, to, outlet);
  const queryClient = useQueryClient();
  const mayCancel = useSalesListRight('cancel');
  const mayReprint = useSalesListRight('reprint');
  const [open, setOpen] = useState<CounterBill | null>(null);
  // A bill asked for in the address (`?bill=<billNo>`, as the command palette opens one) shows its slip once listed.
  const asked = params.get('bill');
  const shown = open ?? (asked ? (list.data ?? []).find((bill) => String(bill.billNo) === asked) : undefined);
  const [cancelling, setCancelling] = useState<CounterBill | null>(null);
  const set = useCallback(
    (changes: Record<string, string>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  const outletName = useCallback(
    (code: string) => requirements.outlets.find((row) => row.code === code)?.name ?? code,
    [requirements.outlets],
  );
  // The outlet and the search live in the URL: the boxes follow it.
  const filters = useForm({ values: { outlet, q: query } });
  const rows = useMemo(() => findSales(list.data ?? [], query, outletName), [list.data, query, outletName]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [COUNTER_KEY] });

  return (
    <>
      <PeriodListFrame
        title={title}
        idPrefix="counter-sales"
        from={from}
        to={to}
        onPeriod={(nextFrom, nextTo) => set({ from: nextFrom, to: nextTo })}
        query={list}
        loadingLabel="Loading the counter bills…"
        emptyText=""
        empty={false}
      >
        <div className="list-toolbar">
          <Field
            form={filters}
            name="outlet"
            id="counter-sales-outlet"
            label="Outlet"
            choose="Every counter"
            options={requirements.outlets.map((row) => ({ value: row.code, label: row.name }))}
            className=""
            onChange={(value) => set({ outlet: value })}
          />
          <Field
            form={filters}
            name="q"
            id="counter-sales-search"
            label="Search"
            type="search"
            placeholder="Bill, customer or item"
            className=""
            onChange={(value) => set({ q: value })}
          />
        </div>
        {rows.length === 0 ? (
          <p>
            {(list.data ?? []).length === 0
              ? 'There are no counter bills in this period.'
              : 'No bill matches the search.'}
          </p>
        ) : (
          <SalesListTable
            rows={rows}
            totals={salesTotals(rows)}
            outletName={outletName}
            mayCancel={mayCancel}
            onOpen={setOpen}
            onCancel={setCancelling}
          />
        )}
      </PeriodListFrame>
      {shown && (
        <CounterBillPrint
          bill={shown}
          requirements={requirements}
          party={shown.customerName ? `Customer: ${shown.customerName}` : 'Counter sale'}
          mayPrint={false}
          mayReprint={mayReprint}
          onReprinted={refresh}
          onHide={() => {
            setOpen(null);
            if (asked) set({ bill: '' });
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          bill={cancelling}
          onHide={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
