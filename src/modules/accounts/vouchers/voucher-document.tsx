import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { rupeesInWords } from '../../../lib/money/money-words';
import { PAYMENT_MODES, voucherTypeLabel, type Voucher } from '../ledger/voucher';
import { lineTotals } from '../ledger/voucher-rules';

interface Props {
  voucher: Voucher;
  company: string;
  accountName: (code: string) => string;
}

const rupees = (value: number) => formatMoney(toPaise(value));

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
      <h2 id="voucher-title" className="h4">
        {voucherTypeLabel(header.type)} voucher {header.id}
        {header.status === 'Cancelled' && <span className="badge text-bg-danger ms-2">Cancelled</span>}
      </h2>
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
      <table className="table table-sm">
        <caption className="visually-hidden">Lines of {header.id}</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Narration</th>
            {journal ? (
              <>
                <th scope="col" className="text-end">
                  Debit
                </th>
                <th scope="col" className="text-end">
                  Credit
                </th>
              </>
            ) : (
              <th scope="col" className="text-end">
                Amount
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>{accountName(line.account)}</td>
              <td>{line.narration}</td>
              {journal ? (
                <>
                  <td className="text-end">{line.debit ? rupees(line.debit) : ''}</td>
                  <td className="text-end">{line.credit ? rupees(line.credit) : ''}</td>
                </>
              ) : (
                <td className="text-end">{rupees(header.type === 'REC' ? line.credit : line.debit)}</td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
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
        </tfoot>
      </table>
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
