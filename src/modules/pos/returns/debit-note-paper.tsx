import { ThermalSheet } from '../../../components/print/thermal-sheet';
import { formatDateTime } from '../../../lib/format/date-format';
import { DEBIT_NOTE_KINDS, type DebitNoteAnswer } from './domain/debit-note-types';
import { rupees } from './money';

/**
 * A debit note on the thermal roll (80 or 58 mm): the customer, what it is for and why, the bill it names, the
 * amount, each tax and the total; REPRINT on copies.
 */
export function DebitNotePaper({ value, company }: { value: DebitNoteAnswer; company: string }) {
  const { header, taxes } = value;
  return (
    <ThermalSheet>
      {header.printCount > 1 && <p className="thermal-mark">REPRINT</p>}
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
          <tr className="thermal-total">
            <th scope="row">Total</th>
            <td className="text-end">{rupees(header.totalAmt)}</td>
          </tr>
        </tbody>
      </table>
      <p className="thermal-center">Added to your account</p>
    </ThermalSheet>
  );
}
