import { formatDateTime } from '../../../lib/format/date-format';
import { DEBIT_NOTE_KINDS, type DebitNoteAnswer } from './domain/debit-note-types';
import { rupees } from './money';
import '../../../kits/billing/bill/bill-print.scss';

/**
 * A debit note on 80 mm thermal paper: the customer, what it is for and why, the bill it names, the amount, each tax
 * and the total; REPRINT on copies.
 */
export function DebitNotePaper({ value, company }: { value: DebitNoteAnswer; company: string }) {
  const { header, taxes } = value;
  return (
    <div className="bill-print-sheet">
      {header.printCount > 1 && <p className="bill-print-reprint">REPRINT</p>}
      <h2>{company}</h2>
      <h3>Debit note {header.seq}</h3>
      <p>{formatDateTime(header.time || header.dat)}</p>
      <p>
        To: {header.customerName} ({header.customer})
      </p>
      <p>
        For: {DEBIT_NOTE_KINDS[header.kind]}
        {header.billSeq ? ` on bill ${header.billSeq}` : ''}
      </p>
      <p>{header.reason}</p>
      <table>
        <caption className="visually-hidden">Amount</caption>
        <tbody>
          <tr>
            <th scope="row" className="fw-normal">
              Amount
            </th>
            <td className="text-end">{rupees(header.baseAmt)}</td>
          </tr>
          {taxes.map((tax) => (
            <tr key={tax.sno}>
              <th scope="row" className="fw-normal">{`${tax.component} ${tax.percent}%`}</th>
              <td className="text-end">{rupees(tax.amount)}</td>
            </tr>
          ))}
          <tr className="bill-print-total">
            <th scope="row">Total</th>
            <td className="text-end">{rupees(header.totalAmt)}</td>
          </tr>
        </tbody>
      </table>
      <p className="bill-print-center">Added to your account</p>
    </div>
  );
}
