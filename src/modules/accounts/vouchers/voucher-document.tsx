import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { rupeesInWords } from '../../../lib/money/money-words';
import type { VoucherType } from '../../../kits/accounting/ledger-types';
import { PAYMENT_MODES, voucherTypeLabel, type Voucher, type VoucherLine } from '../ledger/voucher';
import { lineTotals } from '../ledger/voucher-rules';

interface Props {
  voucher: Voucher;
  company: string;
  accountName: (code: string) => string;
}

const rupees = (value: number) => formatMoney(toPaise(value));

/** A journal's lines carry a debit and a credit; a payment's or a receipt's one amount (its debit or its credit). */
function lineColumns(type: VoucherType, accountName: (code: string) => string): Array<TableColumn<VoucherLine>> {
  const amounts: Array<TableColumn<VoucherLine>> =
    type === 'JOU'
      ? [
          { label: 'Debit', cell: (line) => (line.debit ? rupees(line.debit) : ''), numeric: true },
          { label: 'Credit', cell: (line) => (line.credit ? rupees(line.credit) : ''), numeric: true },
        ]
      : [{ label: 'Amount', cell: (line) => rupees(type === 'REC' ? line.credit : line.debit), numeric: true }];
  return [
    { label: 'Account', cell: (line) => accountName(line.account) },
    { label: 'Narration', cell: (line) => line.narration },
    ...amounts,
  ];
}

/** A voucher as it reads on screen and on paper: header, lines with accounts by name, totals, signatures. */
export function VoucherDocument({ voucher, company, accountName }: Props) {
  const { header, lines } = voucher;
  const totals = lineTotals(lines);
  const journal = header.type === 'JOU';
  const mode = PAYMENT_MODES.find((option) => option.value === header.mode)?.label;
  const counterLabel = header.type === 'PAY' ? 'Paid from' : header.type === 'REC' ? 'Received into' : 'Transfer from';
  return (
    <article className="voucher-document" aria-labelledby="voucher-title">
      <p className="fw-bold mb-0">{company}</p>
      <h1 id="voucher-title" className="h4">
        {voucherTypeLabel(header.type)} voucher {header.id}
        {header.status === 'Cancelled' && <span className="badge text-bg-danger ms-2">Cancelled</span>}
      </h1>
      <dl className="voucher-facts">
        <dt>Date</dt>
        <dd>{formatDate(header.date)}</dd>
        <dt>Number of the day</dt>
        <dd>
          {header.number} (branch {header.branch})
        </dd>
        {mode && (
          <>
            <dt>Mode</dt>
            <dd>{mode}</dd>
            <dt>{counterLabel}</dt>
            <dd>{accountName(header.counterAccount)}</dd>
          </>
        )}
        {header.chequeNo && (
          <>
            <dt>Cheque</dt>
            <dd>
              {header.chequeNo} of {formatDate(header.chequeDate)}, {header.bankName}
            </dd>
          </>
        )}
        {header.reference && (
          <>
            <dt>Reference</dt>
            <dd>{header.reference}</dd>
          </>
        )}
      </dl>
      <DataTable
        rows={lines}
        columns={lineColumns(header.type, accountName)}
        rowKey={(_line, index) => index}
        caption={`Lines of ${header.id}`}
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm"
        responsive={false}
        footer={
          <tr className="fw-bold">
            <td colSpan={2}>Total</td>
            {journal ? (
              <>
                <td className="text-end">{formatMoney(totals.debit)}</td>
                <td className="text-end">{formatMoney(totals.credit)}</td>
              </>
            ) : (
              <td className="text-end">{formatMoney(header.type === 'REC' ? totals.credit : totals.debit)}</td>
            )}
          </tr>
        }
      />
      <p>
        <span className="fw-semibold">Amount in words:</span>{' '}
        {rupeesInWords(journal ? totals.debit : header.type === 'REC' ? totals.credit : totals.debit)}
      </p>
      {header.narration && <p>Narration: {header.narration}</p>}
      <p className="text-muted small">
        Entered by {header.createdBy} on {header.createdAt ? formatDateTime(header.createdAt) : ''}
        {header.modifiedBy && `, changed by ${header.modifiedBy} on ${formatDateTime(header.modifiedAt)}`}. Printed{' '}
        {header.printCount} {header.printCount === 1 ? 'time' : 'times'}.
      </p>
      <div className="voucher-signatures d-none d-print-flex">
        <span>Prepared by</span>
        <span>Checked by</span>
        <span>Authorised signatory</span>
        <span>Receiver</span>
      </div>
    </article>
  );
}
