import { useWatch, type Control } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { formatDate } from '../../../lib/format/date-format';
import { depreciationSchedule } from '../ledger/depreciation';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/** Years shown at most (straight line at 10 % ends in ten; written-down value never quite does). */
const YEARS = 15;

const rupees = formatMoney;

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
      {rows.length === 0 ? (
        <p className="form-text">Give the purchase date, value, method and rate to see the schedule.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="visually-hidden">Depreciation schedule by financial year</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">From</th>
                <th scope="col" className="text-end">
                  Opening value
                </th>
                <th scope="col" className="text-end">
                  Depreciation
                </th>
                <th scope="col" className="text-end">
                  Closing value
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  <td>{formatDate(row.from)}</td>
                  <td className="text-end">{rupees(row.opening)}</td>
                  <td className="text-end">{rupees(row.depreciation)}</td>
                  <td className="text-end">{rupees(row.closing)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
