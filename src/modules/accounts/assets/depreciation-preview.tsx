import { useWatch, type Control } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { ResourceRecord } from '../../../engine/resource';
import { formatDate } from '../../../lib/format/date-format';
import { depreciationSchedule, type DepreciationRow } from '../ledger/depreciation';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/** Years shown at most (straight line at 10 % ends in ten; written-down value never quite does). */
const YEARS = 15;

const rupees = formatMoney;

const COLUMNS: ReadonlyArray<TableColumn<DepreciationRow>> = [
  { label: 'Year', cell: (row) => row.year },
  { label: 'From', cell: (row) => formatDate(row.from) },
  { label: 'Opening value', cell: (row) => rupees(row.opening), numeric: true },
  { label: 'Depreciation', cell: (row) => rupees(row.depreciation), numeric: true },
  { label: 'Closing value', cell: (row) => rupees(row.closing), numeric: true },
];

/** The asset's depreciation year by year (financial years, the first pro rata), recomputed as the values are typed. */
export function DepreciationPreview({ control }: { control: Control<ResourceRecord> }) {
  const [purchaseDate, cost, method, rate, salvage] = useWatch({
    control,
    name: ['purchaseDate', 'cost', 'method', 'rate', 'salvage'],
  });
  const ready =
    typeof purchaseDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(purchaseDate) &&
    Number(cost) > 0 &&
    Number(rate) > 0 &&
    (method === 'SLM' || method === 'WDV');
  const rows = ready
    ? depreciationSchedule(
        {
          cost: toPaise(Number(cost)),
          purchaseDate,
          method,
          ratePercent: Number(rate),
          salvage: toPaise(Number(salvage)),
        },
        `${Number(purchaseDate.slice(0, 4)) + YEARS}-03-31`,
      )
    : [];
  return (
    <section aria-labelledby="depreciation-title" className="mb-3">
      <h2 id="depreciation-title" className="h6">
        Depreciation schedule
      </h2>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(row) => row.year}
        caption="Depreciation schedule by financial year"
        captionPlacement="hidden"
        tableClassName="table table-sm"
        empty={<p className="form-text">Give the purchase date, value, method and rate to see the schedule.</p>}
      />
    </section>
  );
}
