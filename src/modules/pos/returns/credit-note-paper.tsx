import { formatDateTime } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { SaleReturnAnswer } from './domain/returns-types';
import { rupees } from './money';
import '../../../kits/billing/bill/bill-print.scss';

/**
 * The return's credit note on 80 mm thermal paper (the restaurant bill's slip): the bill it is against, the goods, each
 * tax as charged, the refund and how it was paid; REPRINT on copies.
 */
export function CreditNotePaper({ value, company }: { value: SaleReturnAnswer; company: string }) {
  const { header, lines, taxes } = value;
  const rows: Array<[string, number]> = [
    ['Goods', header.amount],
    ...(header.discount !== 0 ? [['Less discount', -header.discount] as [string, number]] : []),
    ...(header.serviceCharge !== 0 ? [['Service charge', header.serviceCharge] as [string, number]] : []),
    ...taxes.map(
      (tax) => [`${tax.component} ${tax.percent}% on ${rupees(tax.taxable)}`, tax.amount] as [string, number],
    ),
    ...(header.roundOff !== 0 ? [['Round-off', header.roundOff] as [string, number]] : []),
  ];
  return (
    <div className="bill-print-sheet">
      {header.printCount > 1 && <p className="bill-print-reprint">REPRINT</p>}
      <h2>{company}</h2>
      <h3>Credit note {header.seq}</h3>
      <p className="bill-print-center">Sale return against bill {header.billSeq}</p>
      <p>{formatDateTime(header.time || header.dat)}</p>
      {header.customerName && <p>Customer: {header.customerName}</p>}
      <p>Reason: {header.reason}</p>
      <table>
        <caption className="visually-hidden">Goods returned</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Qty
            </th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col" className="text-end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sno}>
              <td>{line.itemName}</td>
              <td className="text-end">{formatQuantity(line.qty)}</td>
              <td className="text-end">{rupees(line.rate)}</td>
              <td className="text-end">{rupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption className="visually-hidden">Refund</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end">{rupees(value)}</td>
            </tr>
          ))}
          <tr className="bill-print-total">
            <th scope="row">Refund</th>
            <td className="text-end">{rupees(header.total)}</td>
          </tr>
        </tbody>
      </table>
      <p className="bill-print-center">
        {header.refundMode === 'CASH' ? 'Refunded in cash' : `Credited to ${header.customerName}’s account`}
      </p>
      <p className="bill-print-center">Tax refunded as charged on the bill</p>
    </div>
  );
}
