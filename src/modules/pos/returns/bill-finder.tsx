import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
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

/**
 * Step one of a return: the settled bills of a period (dates in the URL), narrowed by number or customer as typed; one
 * is chosen.
 */
export function BillFinder({ from, to, onPeriod, onChoose, onBack }: Props) {
  const sales = useReturnableSales(from, to);
  const [search, setSearch] = useState('');
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
        <Form.Group controlId="return-bills-from">
          <Form.Label>Bills from</Form.Label>
          <Form.Control
            type="date"
            value={from}
            max={to}
            onChange={(event) => event.target.value && onPeriod(event.target.value, to)}
          />
        </Form.Group>
        <Form.Group controlId="return-bills-to">
          <Form.Label>To</Form.Label>
          <Form.Control
            type="date"
            value={to}
            min={from}
            onChange={(event) => event.target.value && onPeriod(from, event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="return-bills-search">
          <Form.Label>Bill number or customer</Form.Label>
          <Form.Control type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Form.Group>
      </div>
      {sales.isPending ? (
        <Loading label="Loading the bills…" />
      ) : sales.isError ? (
        <LoadFailed message={toApiError(sales.error).message} onRetry={() => void sales.refetch()} />
      ) : shown.length === 0 ? (
        <p>
          {words ? 'No bill of these dates matches.' : 'No settled bill of these dates has anything left to return.'}
        </p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>Settled bills goods can come back against</caption>
            <thead>
              <tr>
                <th scope="col">Bill</th>
                <th scope="col">Date</th>
                <th scope="col">Outlet</th>
                <th scope="col">Customer</th>
                <th scope="col">Settled by</th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col" className="text-end">
                  Refunded
                </th>
                <th scope="col" className="list-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((sale) => (
                <tr key={sale.billNo}>
                  <th scope="row" data-label="Bill">
                    {sale.seq}
                  </th>
                  <td data-label="Date">{formatDate(sale.dat)}</td>
                  <td data-label="Outlet">{sale.tableNo ? `${sale.outlet}, table ${sale.tableNo}` : sale.outlet}</td>
                  <td data-label="Customer">{sale.customerName || 'Walk-in'}</td>
                  <td data-label="Settled by">{sale.settledBy}</td>
                  <td data-label="Total" className="text-end">
                    {rupees(sale.total)}
                  </td>
                  <td data-label="Refunded" className="text-end">
                    {sale.returned > 0 ? rupees(sale.returned) : ''}
                  </td>
                  <td data-label="Actions" className="list-row-actions">
                    <Button size="sm" onClick={() => onChoose(sale.billNo)} aria-label={`Return goods of ${sale.seq}`}>
                      Return goods
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
