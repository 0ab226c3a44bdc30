import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useCompanyBillRequirements, useCompanyBills } from './company-bills-api';

interface Props {
  company: string;
  pendingOnly: boolean;
  onFilter: (company: string, pendingOnly: boolean) => void;
  /** Shown with the right to receive: receive this company's payment ('' choose it on the form). */
  onReceive?: (company: string) => void;
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

/** The amounts billed to companies at check-out, filtered by company and pending, with what each has received. */
export function CompanyBillsList({ company, pendingOnly, onFilter, onReceive }: Props) {
  const id = useId();
  const requirements = useCompanyBillRequirements();
  const bills = useCompanyBills(company, pendingOnly);
  const failed = requirements.error ?? bills.error;
  if (failed)
    return (
      <LoadFailed
        message={toApiError(failed).message}
        onRetry={() => void Promise.all([requirements.refetch(), bills.refetch()])}
      />
    );
  if (!requirements.data || !bills.data) return <Loading label="Loading the company bills…" />;
  const rows = bills.data;
  const total = (field: 'amount' | 'received' | 'pending') =>
    formatMoney(sumPaise(rows.map((row) => toPaise(row[field]))));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Bills to companies
      </h2>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId={`${id}-company`} style={{ minWidth: '16rem', maxWidth: '100%' }}>
          <Form.Label>Company</Form.Label>
          <Form.Select value={company} onChange={(event) => onFilter(event.target.value, pendingOnly)}>
            <option value="">Every company</option>
            {requirements.data.companies.map((one) => (
              <option key={one.code} value={one.code}>{`${one.name} (${one.code})`}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          id={`${id}-pending`}
          type="checkbox"
          label="Pending only"
          checked={pendingOnly}
          onChange={(event) => onFilter(company, event.target.checked)}
          className="mb-2"
        />
        {onReceive && (
          <Button onClick={() => onReceive(company)} className="mb-1">
            Receive a payment
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p>{pendingOnly ? 'No company has a bill pending.' : 'No amount has been billed to a company.'}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <thead>
              <tr>
                {['Bill', 'Date', 'Company', 'Guest', 'Room'].map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
                {['Amount', 'Received', 'Pending'].map((header) => (
                  <th key={header} scope="col" className="text-end">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.billNo}>
                  <th scope="row">{row.billNo}</th>
                  <td className="text-nowrap">{formatDate(row.dat)}</td>
                  <td>{row.companyName}</td>
                  <td>{row.guestName}</td>
                  <td>{row.room}</td>
                  <td className="text-end">{money(row.amount)}</td>
                  <td className="text-end">{money(row.received)}</td>
                  <td className="text-end">{money(row.pending)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row" colSpan={5}>
                  Total
                </th>
                <td className="text-end">{total('amount')}</td>
                <td className="text-end">{total('received')}</td>
                <td className="text-end">{total('pending')}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
