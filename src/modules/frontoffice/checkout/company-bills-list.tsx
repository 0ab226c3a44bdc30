import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useHeldForm } from '../shared/use-held-form';
import { useCompanyBillRequirements, useCompanyBills } from './company-bills-api';
import type { CompanyBill } from './domain/checkout-types';

interface Props {
  company: string;
  pendingOnly: boolean;
  onFilter: (company: string, pendingOnly: boolean) => void;
  /** Shown with the right to receive: receive this company's payment ('' choose it on the form). */
  onReceive?: (company: string) => void;
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

const BILL_COLUMNS: TableColumn<CompanyBill>[] = [
  { label: 'Bill', cell: (row) => row.billNo },
  { label: 'Date', cell: (row) => formatDate(row.dat), className: 'text-nowrap' },
  { label: 'Company', cell: (row) => row.companyName },
  { label: 'Guest', cell: (row) => row.guestName },
  { label: 'Room', cell: (row) => row.room },
  { label: 'Amount', cell: (row) => money(row.amount), numeric: true },
  { label: 'Received', cell: (row) => money(row.received), numeric: true },
  { label: 'Pending', cell: (row) => money(row.pending), numeric: true },
];

/** The amounts billed to companies at check-out, filtered by company and pending, with what each has received. */
export function CompanyBillsList({ company, pendingOnly, onFilter, onReceive }: Props) {
  const id = useId();
  const filter = useHeldForm({ company });
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
        <div style={{ minWidth: '16rem', maxWidth: '100%' }}>
          <Field
            form={filter.form}
            name="company"
            id={`${id}-company`}
            label="Company"
            options={requirements.data.companies.map((one) => ({
              value: one.code,
              label: `${one.name} (${one.code})`,
            }))}
            choose="Every company"
            onChange={filter.handTo('company', (chosen) => onFilter(chosen, pendingOnly))}
            className="mb-0"
          />
        </div>
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
      <DataTable
        rows={rows}
        columns={BILL_COLUMNS}
        rowKey={(row) => row.billNo}
        caption="Bills to companies"
        captionPlacement="hidden"
        tableClassName="table table-sm"
        empty={<p>{pendingOnly ? 'No company has a bill pending.' : 'No amount has been billed to a company.'}</p>}
        footer={
          <tr className="fw-semibold">
            <th scope="row" colSpan={5}>
              Total
            </th>
            <td className="text-end">{total('amount')}</td>
            <td className="text-end">{total('received')}</td>
            <td className="text-end">{total('pending')}</td>
          </tr>
        }
      />
    </section>
  );
}
