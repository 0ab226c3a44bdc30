import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { PeriodFields } from '../../../components/period-fields';
import { QueryView } from '../../../components/query-view';
import { formatDate } from '../../../lib/format/date-format';
import type { ReturnableSale } from './domain/returns-types';
import { rupees } from './money';
import { useReturnableSales } from './return-api';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onChoose: (billNo: number) => void;
  onBack: () => void;
}

const matches = (sale: ReturnableSale, words: string) =>
  words === '' ||
  [sale.seq, String(sale.billNo), sale.customer, sale.customerName, sale.tableNo].some((field) =>
    field.toLowerCase().includes(words),
  );

const COLUMNS: ReadonlyArray<TableColumn<ReturnableSale>> = [
  { label: 'Bill', cell: (sale) => sale.seq },
  { label: 'Date', cell: (sale) => formatDate(sale.dat) },
  { label: 'Outlet', cell: (sale) => (sale.tableNo ? `${sale.outlet}, table ${sale.tableNo}` : sale.outlet) },
  { label: 'Customer', cell: (sale) => sale.customerName || 'Walk-in' },
  { label: 'Settled by', cell: (sale) => sale.settledBy },
  { label: 'Total', cell: (sale) => rupees(sale.total), numeric: true },
  { label: 'Refunded', cell: (sale) => (sale.returned > 0 ? rupees(sale.returned) : ''), numeric: true },
];

/**
 * Step one of a return: the settled bills of a period (dates in the URL), narrowed by number or customer as typed; one
 * is chosen.
 */
export function BillFinder({ from, to, onPeriod, onChoose, onBack }: Props) {
  const sales = useReturnableSales(from, to);
  // The period lives in the URL; the search is the screen's.
  const finder = useForm({ defaultValues: { search: '' } });
  const search = useWatch({ control: finder.control, name: 'search' });
  const words = search.trim().toLowerCase();
  const shown = (sales.data ?? []).filter((sale) => matches(sale, words));
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          New sale return: find the bill
        </h1>
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the list
        </Button>
      </div>
      <div className="list-toolbar">
        <PeriodFields idPrefix="return-bills" fromLabel="Bills from" from={from} to={to} onPeriod={onPeriod} />
        <Field
          form={finder}
          name="search"
          id="return-bills-search"
          label="Bill number or customer"
          type="search"
          className=""
        />
      </div>
      <QueryView query={sales} loadingLabel="Loading the bills…">
        {shown.length === 0 ? (
          <p>
            {words ? 'No bill of these dates matches.' : 'No settled bill of these dates has anything left to return.'}
          </p>
        ) : (
          <DataTable
            rows={shown}
            columns={[
              ...COLUMNS,
              {
                label: 'Actions',
                headClassName: 'list-actions-head',
                className: 'list-row-actions',
                cell: (sale) => (
                  <Button size="sm" onClick={() => onChoose(sale.billNo)} aria-label={`Return goods of ${sale.seq}`}>
                    Return goods
                  </Button>
                ),
              },
            ]}
            rowKey={(sale) => sale.billNo}
            caption="Settled bills goods can come back against"
            captionPlacement="bottom"
            tableClassName="table table-sm table-hover align-middle"
            cards
          />
        )}
      </QueryView>
    </section>
  );
}
