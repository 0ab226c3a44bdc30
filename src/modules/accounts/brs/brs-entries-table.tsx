import { memo } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format/date-format';
import { voucherTypeLabel } from '../ledger/voucher';
import { voucherLink } from '../reports/voucher-link';
import { rupees } from './brs-summary';
import type { BankEntryRow } from './brs-types';

interface RowProps {
  row: BankEntryRow;
  /** The clearing date shown: the user's change, else the saved one. */
  value: string;
  problem: string | undefined;
  readOnly: boolean;
  onChange: (key: string, date: string) => void;
}

/** One entry with its "Cleared on" date (memoised: typing in one row does not redraw hundreds). */
const EntryRow = memo(function EntryRow({ row, value, problem, readOnly, onChange }: RowProps) {
  const id = `brs-cleared-${row.key}`;
  const link = voucherLink(row.type, row.voucher);
  return (
    <tr>
      <td className="text-nowrap">{formatDate(row.date)}</td>
      <th scope="row" className="fw-normal text-nowrap">
        {link ? <Link to={link}>{row.voucher}</Link> : row.voucher}
      </th>
      <td>{voucherTypeLabel(row.type)}</td>
      <td>{row.counterName}</td>
      <td>{row.narration}</td>
      <td>{row.reference}</td>
      <td className="text-end">{row.debit > 0 ? rupees(row.debit) : ''}</td>
      <td className="text-end">{row.credit > 0 ? rupees(row.credit) : ''}</td>
      <td>
        <Form.Group controlId={id}>
          <Form.Label visuallyHidden>Cleared on, {row.voucher}</Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={value}
            readOnly={readOnly}
            isInvalid={!!problem}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => onChange(row.key, event.target.value)}
          />
          <Form.Control.Feedback id={`${id}-error`} type="invalid">
            {problem}
          </Form.Control.Feedback>
        </Form.Group>
      </td>
    </tr>
  );
});

interface Props {
  rows: readonly BankEntryRow[];
  dates: ReadonlyMap<string, string>;
  problems: ReadonlyMap<string, string>;
  readOnly: boolean;
  onChange: (key: string, date: string) => void;
}

/** The bank account's entries: deposits (our debits), withdrawals (our credits) and the date the bank cleared each. */
export function BrsEntriesTable({ rows, dates, problems, readOnly, onChange }: Props) {
  return (
    <Table size="sm" hover responsive aria-label="Bank entries">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Voucher</th>
          <th scope="col">Type</th>
          <th scope="col">Particulars</th>
          <th scope="col">Narration</th>
          <th scope="col">Cheque / reference</th>
          <th scope="col" className="text-end">
            Deposit
          </th>
          <th scope="col" className="text-end">
            Withdrawal
          </th>
          <th scope="col">Cleared on</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <EntryRow
            key={row.key}
            row={row}
            value={dates.get(row.key) ?? row.cleared}
            problem={problems.get(row.key)}
            readOnly={readOnly}
            onChange={onChange}
          />
        ))}
      </tbody>
    </Table>
  );
}
